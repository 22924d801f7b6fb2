// The tile service's tree, read as untrusted: the document tile, its dates and the walk over its
// folders (docs/security.md "6. Faulty services").
import { truncate } from '../errors/scrub-error';
import { isJsonObject, type JsonObject } from '../json';

/** spec §3 "Document tile tree": a non-folder tile; missing text is ''. */
export interface DocumentTile {
  /** ItemId as text (the server sends numbers). */
  readonly itemId: string;
  readonly name: string;
  /** Upper case; '' when empty. */
  readonly countryCode: string;
  /** Epoch ms; NaN when missing or not ISO 8601 (such tiles sort last). */
  readonly lastModified: number;
  /** spec §5: Blob.WebuserFileID is set. */
  readonly isUpload: boolean;
  readonly documentType: string;
  readonly postUrl: string;
  readonly downloadUrl: string;
  readonly contractUrl: string;
  /** The product code. */
  readonly template: string;
  readonly notarySessionId: string;
  readonly notaryDocumentId: string;
}

// ISO 8601 only (Date.parse differs by engine); any fraction length (.NET sends 7 digits).
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:[Zz]|([+-])(\d{2}):?(\d{2}))?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Epoch ms of a UTC date and time, or NaN when it does not exist (2025-02-31, 24:00, a 60th
// second, or a year below 100, which Date.UTC would read as 19xx).
function utc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millis: number,
): number {
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = (DAYS_IN_MONTH[month - 1] ?? 0) + (leap ? 1 : 0);
  return year < 100 || day < 1 || day > days || hour > 23 || minute > 59 || second > 59
    ? Number.NaN
    : Date.UTC(year, month - 1, day, hour, minute, second, millis);
}

// toISOString's form, read at fixed positions: faster, and a large answer holds a date per tile.
const UTC_FORM = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d+)?Z$/;

// Epoch ms of an ISO 8601 date-time, or NaN. A time without an offset is read as UTC, not as the
// visitor's local time, so the order of documents is the same in every time zone.
export function parseIsoDate(value: unknown): number {
  if (typeof value !== 'string' || value.length > 40) return Number.NaN;
  if (UTC_FORM.test(value)) {
    const at = (from: number, to = from + 2) => Number(value.slice(from, to));
    const millis = Number(value.slice(20, 23).replace('Z', '').padEnd(3, '0'));
    return utc(at(0, 4), at(5), at(8), at(11), at(14), at(17), millis);
  }
  const match = ISO_8601.exec(value.trim());
  if (!match) return Number.NaN;
  const field = (group: number) => Number(match[group] ?? 0);
  // An offset past 23:59 is no offset.
  if (field(9) > 23 || field(10) > 59) return Number.NaN;
  const offset = (field(9) * 60 + field(10)) * (match[8] === '-' ? -60_000 : 60_000);
  const millis = Number((match[7] ?? '').slice(0, 3).padEnd(3, '0'));
  return utc(field(1), field(2), field(3), field(4), field(5), field(6), millis) - offset;
}

/** Names are cut to this; longer URLs are dropped (a cut one points elsewhere), as are codes. */
export const MAX_NAME_LENGTH = 500;
export const MAX_TILE_URL_LENGTH = 2048;
export const MAX_CODE_LENGTH = 100;

/** A string field that may be absent or null (→ ''); any other type → undefined (malformed). */
function optionalText(value: unknown, maxLength: number): string | undefined {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length <= maxLength ? text : undefined;
}

/** An id sent as a number or a string; '' when absent. */
function idText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return optionalText(value, MAX_CODE_LENGTH);
}

/** spec §5 "no Blob.WebuserFileID": undefined when Blob is neither absent, null nor an object. */
function isUploadBlob(blob: unknown): boolean | undefined {
  if (blob === undefined || blob === null) return false;
  if (!isJsonObject(blob)) return undefined;
  const fileId = blob.WebuserFileID;
  return !(fileId === undefined || fileId === null || fileId === '');
}

/** CountryCode trimmed, upper case, '' when absent; undefined when no code (type, length). */
export const tileCountryCode = (value: unknown): string | undefined =>
  optionalText(value, MAX_CODE_LENGTH)?.toUpperCase();

// Undefined when a field the rules need does not fit; misfit links and codes count as absent.
export function parseDocumentTile(
  raw: JsonObject,
  lastModified: number = parseIsoDate(raw.LastModified),
): DocumentTile | undefined {
  const itemId = idText(raw.ItemId);
  const countryCode = tileCountryCode(raw.CountryCode);
  const documentType = optionalText(raw.DocumentType, MAX_CODE_LENGTH);
  const isUpload = isUploadBlob(raw.Blob);
  const notarySessionId = idText(raw.NotarySessionId);
  const notaryDocumentId = idText(raw.NotaryDocumentId);
  if (!itemId || countryCode === undefined || documentType === undefined) return undefined;
  if (notarySessionId === undefined || notaryDocumentId === undefined) return undefined;
  if (isUpload === undefined || typeof raw.Name !== 'string') return undefined;
  const name = truncate(raw.Name.trim(), MAX_NAME_LENGTH);
  if (name === '') return undefined;
  return {
    itemId,
    name,
    countryCode,
    lastModified,
    isUpload,
    documentType,
    postUrl: optionalText(raw.PostUrl, MAX_TILE_URL_LENGTH) ?? '',
    downloadUrl: optionalText(raw.DownloadUrl, MAX_TILE_URL_LENGTH) ?? '',
    contractUrl: optionalText(raw.ContractUrl, MAX_TILE_URL_LENGTH) ?? '',
    template: optionalText(raw.Template, MAX_CODE_LENGTH) ?? '',
    notarySessionId,
    notaryDocumentId,
  };
}

// `{ "Data": [tile, ...] }`, a tile a folder (`Children`, any depth) or a document: each document
// visited depth first in the server's order, on an explicit stack (ADR-0044). Throws only
// without a `Data` list.
export function forEachRawDocumentTile(body: unknown, visit: (raw: JsonObject) => void): void {
  if (!isJsonObject(body)) throw new Error('FolderTile response is not an object');
  const { Data: data } = body;
  if (!Array.isArray(data)) throw new Error('FolderTile response has no "Data" list');
  const stack: { source: readonly unknown[]; index: number }[] = [{ source: data, index: 0 }];
  // JSON cannot hold cycles, but an object handed in by code can: never walk a list twice.
  const seen = new WeakSet<readonly unknown[]>([data]);
  for (let frame = stack.at(-1); frame !== undefined; frame = stack.at(-1)) {
    if (frame.index >= frame.source.length) {
      stack.pop();
      continue;
    }
    const raw = frame.source[frame.index];
    frame.index += 1;
    if (!isJsonObject(raw)) continue;
    // A folder (Children, or TileType "Folder") is never a document, whatever its Children.
    if ('Children' in raw || raw.TileType === 'Folder') {
      const children = raw.Children;
      if (!Array.isArray(children) || seen.has(children)) continue;
      seen.add(children);
      stack.push({ source: children, index: 0 });
      continue;
    }
    visit(raw);
  }
}

// The FolderTile answer's LastModified is an ISO 8601 string. Only that format is accepted:
// Date.parse alone would also take "Nov 18 2025" or "yesterday"-like strings in engine-specific
// ways.

// Date, then optionally time with seconds, fraction (any length, .NET sends 7 digits) and offset.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Epoch ms of an ISO 8601 date-time, or NaN. A time without an offset is read as UTC, not as the
 * visitor's local time, so the order of documents is the same in every time zone.
 */
export function parseIsoDate(value: unknown): number {
  if (typeof value !== 'string' || value.length > 40) return Number.NaN;
  const match = ISO_8601.exec(value.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone] =
    match;
  const compact = zone?.replace(':', '');
  const offset =
    compact === undefined || /^[Zz]$/.test(compact)
      ? 'Z'
      : `${compact.slice(0, 3)}:${compact.slice(3)}`;
  const millis = fraction.slice(0, 3).padEnd(3, '0');
  const normalised = `${year}-${month}-${day}T${hour}:${minute}:${second}.${millis}${offset}`;
  const time = Date.parse(normalised);
  // Date.parse rolls 2025-02-31 over to March in some engines; a date that does not exist is invalid.
  if (Number.isNaN(time)) return Number.NaN;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const sameDay =
    check.getUTCFullYear() === Number(year) &&
    check.getUTCMonth() === Number(month) - 1 &&
    check.getUTCDate() === Number(day);
  return sameDay && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60
    ? time
    : Number.NaN;
}

// The FolderTile answer's LastModified, ISO 8601 only: Date.parse would also take other strings,
// each engine its own way.

// Date, then optionally time with seconds, fraction (any length, .NET sends 7 digits) and offset.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:[Zz]|([+-])(\d{2}):?(\d{2}))?)?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Epoch ms of a UTC date and time, or NaN when it does not exist (2025-02-31, 24:00, a 60th
// second). Years below 100 are NaN too: Date.UTC would read them as 19xx.
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

// The form servers and Date#toISOString write: a test without captures, then fixed positions.
const UTC_FORM = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d+)?Z$/;

// Epoch ms of an ISO 8601 date-time, or NaN. A time without an offset is read as UTC, not as the
// visitor's local time, so the order of documents is the same in every time zone.
export function parseIsoDate(value: unknown): number {
  if (typeof value !== 'string' || value.length > 40) return Number.NaN;
  // A large answer holds a date per tile: the common form is read at fixed positions, faster
  // than the capturing expression below.
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

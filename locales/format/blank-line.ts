// spec §1: "Where a value is missing, blank fill-in lines are shown: 8 underscores, or 16 for long
// month names and numbers."
import type { BlankKind } from '../../types/format';

export function blankLine(kind: BlankKind = 'default'): string {
  return '_'.repeat(kind === 'longMonth' || kind === 'number' ? 16 : 8);
}

export function orBlank(
  value: string | number | null | undefined,
  kind: BlankKind = 'default',
): string {
  const missing =
    value === null ||
    value === undefined ||
    (typeof value === 'number' && !Number.isFinite(value)) ||
    (typeof value === 'string' && value.trim() === '');
  return missing ? blankLine(kind) : String(value);
}

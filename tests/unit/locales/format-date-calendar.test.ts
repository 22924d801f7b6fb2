import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../locales/format';

// A date-only string ("2024-01-05") names a calendar day, not UTC midnight, so it
// reads the same in every time zone; full timestamps stay instants in the visitor's zone.

type Case = [date: string, locale: string, format: string, expected: string];

const CALENDAR_DAYS: Case[] = [
  ['2024-01-05', 'en_US', 'default', 'Jan 5, 2024'],
  ['2024-01-05', 'en_US', 'long', 'January 5, 2024'],
  ['2024-01-01', 'en_GB', 'long', '1 January 2024'],
  ['2024-12-31', 'fr_CA', 'short', '2024-12-31'],
  ['2024-12-31', 'fr_FR', 'long', '31 décembre 2024'],
  ['2024-02-29', 'es_MX', 'long', '29 de febrero de 2024'],
  ['2024-01-05', 'de_AT', 'long', '5. Jänner 2024'],
  ['2024-01', 'en_US', 'long', 'January 2024'],
  ['2024', 'de_DE', 'default', '2024'],
];

// Instants: 02:00 UTC is the evening before in America; 20:00 UTC is the next day in New
// Zealand (UTC+13 in January).
const INSTANTS: Record<string, Case[]> = {
  'America/Los_Angeles': [
    ['2024-01-05T02:00:00Z', 'en_US', 'default', 'Jan 4, 2024'],
    ['2024-01-05T20:00:00Z', 'en_US', 'default', 'Jan 5, 2024'],
  ],
  'Pacific/Auckland': [
    ['2024-01-05T02:00:00Z', 'en_US', 'default', 'Jan 5, 2024'],
    ['2024-01-05T20:00:00Z', 'en_US', 'default', 'Jan 6, 2024'],
  ],
};

const ZONES = [
  'America/Los_Angeles',
  'Pacific/Honolulu',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'UTC',
];

describe('formatDate: a date-only string is the same calendar day in every time zone', () => {
  describe.each(ZONES)('timeZone %s', (timeZone) => {
    it.each(CALENDAR_DAYS)('%s in %s (%s) → %s', (date, locale, format, expected) => {
      expect(formatDate(date, locale, format, { timeZone })).toBe(expected);
    });
  });

  it.each(['2024-02-30', '2023-02-29', '2024-04-31', '2024-13-01', '2024-00-10'])(
    'rejects the impossible day %s',
    (date) => {
      expect(() => formatDate(date, 'en_US')).toThrow(/valid date/);
    },
  );
});

// The process's own zone (TZ) is what a visitor's browser has: run formatDate in a child
// process per zone. Vite's module runner loads the TypeScript module as the product has it.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MODULE = fileURLToPath(new URL('../../../locales/format/format-date.ts', import.meta.url));
const CHILD = `
const { runnerImport } = await import('vite');
const { module } = await runnerImport(process.env.QA_MODULE, { configFile: false, logLevel: 'silent' });
const cases = JSON.parse(process.env.QA_CASES);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
console.log(JSON.stringify({ zone, results: cases.map(([d, l, f]) => module.formatDate(d, l, f)) }));
`;

interface ChildResult {
  zone: string;
  results: string[];
}

function formatInZone(tz: string, cases: readonly Case[]): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', CHILD],
      {
        cwd: ROOT,
        env: { ...process.env, TZ: tz, QA_MODULE: MODULE, QA_CASES: JSON.stringify(cases) },
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${tz}: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as ChildResult);
      },
    );
  });
}

describe.each(Object.keys(INSTANTS))('formatDate with TZ=%s', (tz) => {
  const cases = [...CALENDAR_DAYS, ...(INSTANTS[tz] ?? [])];
  let child: ChildResult;

  beforeAll(async () => {
    child = await formatInZone(tz, cases);
  }, 30_000);

  it('runs in that zone', () => {
    expect(child.zone).toBe(tz);
  });

  it.each(cases.map((c, index) => [...c, index] as const))(
    '%s in %s (%s) → %s',
    (_date, _locale, _format, expected, index) => {
      expect(child.results[index]).toBe(expected);
    },
  );
});

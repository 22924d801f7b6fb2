// demo/fixtures: its tile trees and its README's table of the two documents the widget must
// show per user and country. The demo's tests check the table against the JSON with their own
// tile filter, the documents tests with the widget's parser and selection: one reading of it.
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_FIXTURES = path.join(__dirname, '..', '..', '..', 'demo', 'fixtures');

/** A fixture file, parsed. */
export function readDemoFixture(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(DEMO_FIXTURES, name), 'utf8')) as unknown;
}

/** A row of the README's expected-documents table, its cells as written. */
export interface ExpectedDocumentsRow {
  user: string;
  country: string;
  firstId: string;
  firstName: string;
  secondId: string;
  secondName: string;
  productCode: string;
}

/** The rows (user A or B) between the README's expected-documents markers, in their order. */
export function expectedDocumentsTable(): ExpectedDocumentsRow[] {
  const readme = fs.readFileSync(path.join(DEMO_FIXTURES, 'README.md'), 'utf8');
  const table = /<!-- expected-documents:start -->([\s\S]*?)<!-- expected-documents:end -->/.exec(
    readme,
  )?.[1];
  if (!table) throw new Error('README.md has no expected-documents table');
  return table
    .split('\n')
    .filter((line) => /^\|\s*[AB]\s*\|/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const [user, country, firstId, firstName, secondId, secondName, productCode] = cells;
      return {
        user: user ?? '',
        country: country ?? '',
        firstId: firstId ?? '',
        firstName: firstName ?? '',
        secondId: secondId ?? '',
        secondName: secondName ?? '',
        productCode: productCode ?? '',
      };
    });
}

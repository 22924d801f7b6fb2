// Test helper: every bundle file as parsed JSON, read from disk (not through the loader).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const BUNDLE_DIR = resolve(__dirname, '../../../locales/bundles');

export function readBundle(locale: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(BUNDLE_DIR, `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

export function bundleFileNames(): string[] {
  return readdirSync(BUNDLE_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function readMessages(locale: string): Record<string, string> {
  return readBundle(locale) as Record<string, string>;
}

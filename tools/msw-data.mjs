// The demo host's data as the Mock Service Worker handlers take it (package/msw.ts
// `DemoData`): read from the files the demo server answers from, by the package build and by the
// handlers' unit test alike.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadFixtures } from '../demo/lib/fixtures.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

/** @returns {import('../package/msw').DemoData} */
export function readDemoData() {
  const { users, tiles, dashboards, ignoredErrorTypes } = loadFixtures(`${root}demo/fixtures`);
  const iconsDir = `${root}demo/public/images/icons/`;
  /** @type {Record<string, string>} */
  const icons = {};
  for (const file of readdirSync(iconsDir).sort()) {
    if (/\.(svg|json)$/.test(file)) icons[file] = readFileSync(`${iconsDir}${file}`, 'utf8');
  }
  return {
    users: { A: { secureId: users.A.secureId }, B: { secureId: users.B.secureId } },
    tiles,
    dashboards,
    ignoredErrorTypes,
    icons,
  };
}

// For host engineers: the type declarations shipped beside the build
// (dist/quick-actions.d.ts, dist/format.d.ts, dist/navigation.d.ts) and the banner every built file starts with. Used
// by the build (vite.config.ts) and by the test that compiles a typed host against the very
// same text (tests/unit/types/host-types.test.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The first line of every built file: the product and the build's semver (package.json). */
export const bannerFor = (version: string): string => `/*! Quick Actions ${version} */`;

export const DECLARATION_FILES = ['quick-actions.d.ts', 'format.d.ts', 'navigation.d.ts'] as const;

/** Each declaration file as the build writes it: the banner, then the hand-written types/ file. */
export function hostDeclarations(version: string): { fileName: string; source: string }[] {
  return DECLARATION_FILES.map((fileName) => ({
    fileName,
    source: `${bannerFor(version)}\n${readFileSync(fileURLToPath(new URL(fileName, import.meta.url)), 'utf8')}`,
  }));
}

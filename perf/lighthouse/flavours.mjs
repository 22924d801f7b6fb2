// Which variants the Lighthouse gate measures once for every flavour (issue 15). The bare
// page has no snippet at all. The anonymous visitor loads loader.js and nothing else (the
// budgets hold it to that), and the two builds' loader.js are the same code but for the
// facade's content-hashed file name, which an ineligible visitor never fetches: measured
// once, it stands for both. This is checked on the built files at every run, not assumed:
// a loader that differs in anything else is measured per flavour.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BASELINE_VARIANT } from './variants.mjs';

/** The variant that loads only loader.js. */
export const LOADER_ONLY_VARIANT = 'anonymous';

/**
 * loader.js with the facade's hashed file name (the only flavour-dependent byte) replaced.
 * @param {string} code
 */
export const loaderWithoutFacadeName = (code) =>
  code.replace(/facade-[\w-]+\.js/g, 'facade-[hash].js');

/**
 * @param {readonly string[]} distDirs
 * @param {(path: string) => string} [read]
 * @returns {boolean} true when every dist's loader.js is the same code
 */
export function sameLoaderCode(distDirs, read = (path) => readFileSync(path, 'utf8')) {
  const codes = distDirs.map((dir) => loaderWithoutFacadeName(read(`${dir}/loader.js`)));
  return codes.every((code) => code === codes[0]);
}

/**
 * The ids of the variants measured once for all flavours.
 * @param {readonly string[]} distDirs
 * @param {(path: string) => string} [read]
 * @returns {Set<string>}
 */
export function sharedVariants(distDirs, read) {
  const shared = new Set([BASELINE_VARIANT]);
  if (distDirs.length < 2 || sameLoaderCode(distDirs, read)) shared.add(LOADER_ONLY_VARIANT);
  return shared;
}

/**
 * A flavour's name from its dist folder: dist/ → '' (React, the default), dist-preact/ →
 * 'preact'; its reports are lighthouse[-name].md.
 * @param {string} distDir
 */
export const flavourOf = (distDir) => basename(distDir).replace(/^dist-?/, '');

/** @param {string} flavour */
export const reportNameOf = (flavour) => (flavour ? `lighthouse-${flavour}` : 'lighthouse');

// Which variants the gate measures once for every flavour: the bare page, and the anonymous
// visitor when every dist's loader.js is the same code but for the facade's hashed file name
// (which an anonymous visitor never fetches), checked on the built files at every run. The
// minifier names locals by character frequency, which the hash changes, so both are compared
// after terser has named their locals again.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { minify } from 'terser';
import { BASELINE_VARIANT } from './variants.mjs';

/** The variants that load only loader.js: the contract's async snippet and README's after-load one. */
export const LOADER_ONLY_VARIANTS = ['anonymous', 'anonymous-after-load'];

/** loader.js without the facade's hashed file name. @param {string} code */
export const loaderWithoutFacadeName = (code) =>
  code.replace(/facade-[\w-]+\.js/g, 'facade-[hash].js');

/** loader.js without the facade's name, its locals named by terser. @param {string} code */
export async function canonicalLoader(code) {
  const result = await minify(loaderWithoutFacadeName(code), {
    compress: false,
    mangle: true,
    format: { comments: false },
  });
  if (result.code === undefined) throw new Error('terser gave no code for loader.js');
  return result.code;
}

/**
 * @param {readonly string[]} distDirs
 * @param {(path: string) => string} [read]
 * @returns {Promise<boolean>} true when every dist's loader.js is the same code
 */
export async function sameLoaderCode(distDirs, read = (path) => readFileSync(path, 'utf8')) {
  const codes = await Promise.all(distDirs.map((dir) => canonicalLoader(read(`${dir}/loader.js`))));
  return codes.every((code) => code === codes[0]);
}

/**
 * The ids of the variants measured once for all flavours.
 * @param {readonly string[]} distDirs
 * @param {(path: string) => string} [read]
 * @returns {Promise<Set<string>>}
 */
export async function sharedVariants(distDirs, read) {
  const shared = new Set([BASELINE_VARIANT]);
  if (distDirs.length < 2 || (await sameLoaderCode(distDirs, read))) {
    for (const variant of LOADER_ONLY_VARIANTS) shared.add(variant);
  }
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

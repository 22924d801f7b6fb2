// No long task from us, React included (ADR-0009): react-dom/client is one CommonJS file, so the
// bundler wraps its 600 KB in a single initialiser function. Evaluating the framework chunk then
// compiles that one function on the main thread — all of it, at once, in the task that calls it
// (measured in a trace at 4× CPU: 86–119 ms, most of the first visit's longest task). As an ES
// module its code is the chunk's top level instead: Chromium compiles that off the main thread
// while the file streams in, and each of React's functions is compiled on its own first call.
//
// The file's shape is small and fixed (React 19): three require() calls at its top and three
// `exports.name =` assignments. This plugin rewrites exactly that, for the React flavour's
// production build, and fails the build — rather than ship a half-converted module — if a
// React upgrade changes the shape (ADR-0009).
// The DevTools check of react-dom/client.js (checkDCE) is skipped: it only warns a developer
// whose DevTools see an unminified build.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const IMPORTS_FROM = `var Scheduler = require("scheduler"),
  React = require("react"),
  ReactDOM = require("react-dom");`;
const IMPORTS_TO = `import Scheduler from "scheduler";
import React from "react";
import ReactDOM from "react-dom";`;
const EXPORTS = ['createRoot', 'hydrateRoot', 'version'] as const;

/** The ES module text of react-dom-client.production.js, or an error naming what changed. */
export function reactDomClientAsEsm(source: string): string {
  const problems: string[] = [];
  if (source.split(IMPORTS_FROM).length !== 2) problems.push('its three require() calls moved');
  const exportCount = source.match(/\bexports\b/g)?.length ?? 0;
  if (exportCount !== EXPORTS.length) problems.push(`it uses exports ${exportCount} times`);
  let converted = source.replace(IMPORTS_FROM, IMPORTS_TO);
  for (const name of EXPORTS) {
    const assignment = `\nexports.${name} = `;
    if (converted.split(assignment).length !== 2) problems.push(`exports.${name} moved`);
    converted = converted.replace(assignment, `\nexport var ${name} = `);
  }
  if (/\brequire\(|\bmodule\.exports\b/.test(converted)) problems.push('it requires more modules');
  if (problems.length > 0) {
    throw new Error(
      `react-dom/client no longer has the shape tools/build/react-dom-client-as-esm.ts converts: ${problems.join('; ')}`,
    );
  }
  return converted;
}

/** Resolves `react-dom/client` to its production file, converted to an ES module. */
export function reactDomClientAsEsmPlugin(root: string): Plugin {
  // The package exports only its entry points, not the cjs/ files behind them.
  const packageJson = createRequire(`${root}/`).resolve('react-dom/package.json');
  const file = join(dirname(packageJson), 'cjs', 'react-dom-client.production.js');
  return {
    name: 'quick-actions:react-dom-client-as-esm',
    enforce: 'pre',
    resolveId(id) {
      return id === 'react-dom/client' ? file : null;
    },
    transform(code, id) {
      return id === file ? { code: reactDomClientAsEsm(code), map: null } : null;
    },
  };
}

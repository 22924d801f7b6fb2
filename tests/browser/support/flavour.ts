// The flavour-specific files (vitest.config.ts, ADR-0078) run once per build. Some of their tests
// exercise only code that is the same in both builds — loader.js, the facade, the framework-free
// widget model and event bus, the theme stylesheets, the DOM-only error panel — and run in the
// React run alone; the Preact run (QA_FLAVOUR=preact) lists them as skipped.
import { describe, it } from 'vitest';

const secondFlavour = process.env.QA_FLAVOUR === 'preact';

/** A test of code both builds share: run against dist/ only. */
export const itOncePerBuildPair = it.skipIf(secondFlavour);
/** A group of tests of code both builds share: run against dist/ only. */
export const describeOncePerBuildPair = describe.skipIf(secondFlavour);

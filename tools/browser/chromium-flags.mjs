// The Chromium flags that work on this kind of machine: the one list for the browser tests
// (launch.ts) and the Lighthouse gate (perf/lighthouse/measure.mjs). Plain JavaScript so the
// gate's Node scripts import it as they are; the TypeScript importers get its type from the array
// (allowJs).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The set-up file of the `unit-node` project (vitest.config.ts), run before each of its files.
// Its files share worker threads (isolate: false), so node_modules load once per worker; this gives
// each file what a fresh worker would: the repository's modules evaluated anew (a module-level
// singleton one file changed is not what the next file imports), real timers, and no stubbed
// globals or environment variables (ADR-0121).
import { vi } from 'vitest';

export function startFileAsIfIsolated(): void {
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
}

startFileAsIfIsolated();

// A module-level counter for tests/unit/perf/unit-projects.test.ts: what a file that changed a
// singleton leaves behind.
export const probe = { changes: 0 };

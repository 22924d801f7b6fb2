// Written by perf/lighthouse/host-kit.mjs --write from perf/size-budgets.json and
// perf/lighthouse/budgets.json; do not edit (a unit test compares the two).

/** At most how many scripts, and how many bytes of them, each visitor kind adds to a page. */
export const VISITOR_COSTS = {
  anonymous: {
    scripts: 1,
    scriptBytes: 1936,
  },
  returningSignedIn: {
    scripts: 2,
    scriptBytes: 15136,
  },
  firstVisit: {
    scripts: 9,
    scriptBytes: 124664,
  },
} as const;

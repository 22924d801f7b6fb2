// The host kit's costs (`quick-actions/lighthouse`, docs/lighthouse-for-hosts.md): what each
// visitor kind adds to a host page, as a ceiling a host's Lighthouse CI can assert with
// `resource-summary`. Derived from the gate's own facts: the scripts each variant loads
// (perf/lighthouse/budgets.json `scripts`; a pattern listed twice is two files of it, e.g. a
// visitor's language and regional locale chunks) and each file's brotli budget
// (perf/size-budgets.json), plus the response headers the gate allows per script. So a host's
// assertion moves only when a budget does.
//
//   node perf/lighthouse/host-kit.mjs          prints the costs
//   node perf/lighthouse/host-kit.mjs --write  rewrites package/lighthouse-costs.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { budgetFor } from '../size-budget.mjs';
import { parseLighthouseBudgets } from './budget.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const COSTS_MODULE = `${root}package/lighthouse-costs.ts`;

/** The kit's visitor kinds and the gate variant each one is. */
export const VISITOR_KINDS = /** @type {const} */ ({
  anonymous: 'anonymous',
  returningSignedIn: 'eligible',
  firstVisit: 'first-visit',
});

/**
 * @typedef {{ scripts: number, scriptBytes: number }} VisitorCost
 * @param {{ scripts: Record<string, string[]>, httpHeaderAllowanceBytes: number }} gate
 * @param {{ pattern: string, brotli: number }[]} sizeBudgets
 * @returns {Record<keyof typeof VISITOR_KINDS, VisitorCost>}
 */
export function visitorCosts(gate, sizeBudgets) {
  const budgetOf = (/** @type {string} */ file) => {
    // A gate pattern names its files (`locale-*.js`) and finds its budget as a built file does.
    const budget = budgetFor(file, sizeBudgets);
    if (!budget) throw new Error(`${file} has no size budget in perf/size-budgets.json`);
    return budget.brotli;
  };
  return /** @type {Record<keyof typeof VISITOR_KINDS, VisitorCost>} */ (
    Object.fromEntries(
      Object.entries(VISITOR_KINDS).map(([kind, variant]) => {
        const files = gate.scripts[variant];
        if (!files) throw new Error(`perf/lighthouse/budgets.json has no scripts.${variant}`);
        const scriptBytes = files.reduce(
          (sum, file) => sum + budgetOf(file) + gate.httpHeaderAllowanceBytes,
          0,
        );
        return [kind, { scripts: files.length, scriptBytes }];
      }),
    )
  );
}

/** package/lighthouse-costs.ts as this script writes it, formatted as the repository's code. */
export async function costsModule() {
  const read = (/** @type {string} */ path) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));
  const costs = visitorCosts(
    parseLighthouseBudgets(read('perf/lighthouse/budgets.json')),
    read('perf/size-budgets.json').budgets,
  );
  const text = `// Written by perf/lighthouse/host-kit.mjs --write from perf/size-budgets.json and
// perf/lighthouse/budgets.json; do not edit (a unit test compares the two).

/** At most how many scripts, and how many bytes of them, each visitor kind adds to a page. */
export const VISITOR_COSTS = ${JSON.stringify(costs, null, 2).replace(/"(\w+)":/g, '$1:')} as const;
`;
  const options = await prettier.resolveConfig(COSTS_MODULE);
  return prettier.format(text, { ...options, filepath: COSTS_MODULE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await costsModule();
  if (process.argv.includes('--write')) writeFileSync(COSTS_MODULE, text);
  process.stdout.write(text);
}

// The host kit (`quick-actions/lighthouse`): its costs are the gate's scripts at their size
// budgets (perf/lighthouse/host-kit.mjs), package/lighthouse-costs.ts is what the script writes,
// the assertions add them to the host's page, and the sign-in script leaves a returning visitor.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { costsModule, COSTS_MODULE, visitorCosts } from '../../../perf/lighthouse/host-kit.mjs';
import { SEEN_FLAG_KEY } from '../../../loader/facade/drawn-button';
import { quickActionsAssertions, VISITOR_COSTS } from '../../../package/lighthouse';

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as never;
const sizeBudgets = (
  read('perf/size-budgets.json') as { budgets: { pattern: string; brotli: number }[] }
).budgets;
const gate = read('perf/lighthouse/budgets.json') as {
  scripts: Record<string, string[]>;
  httpHeaderAllowanceBytes: number;
};
const budgetOf = (pattern: string) =>
  sizeBudgets.find((budget) => budget.pattern === pattern)!.brotli;

describe('the host kit’s costs', () => {
  it('are the gate’s scripts for each visitor, at their size budgets plus headers', () => {
    const header = gate.httpHeaderAllowanceBytes;
    expect(VISITOR_COSTS.anonymous).toEqual({
      scripts: 1,
      scriptBytes: budgetOf('loader.js') + header,
    });
    expect(VISITOR_COSTS.returningSignedIn).toEqual({
      scripts: 2,
      scriptBytes: budgetOf('loader.js') + budgetOf('facade-*.js') + 2 * header,
    });
    expect(VISITOR_COSTS.firstVisit.scripts).toBe(gate.scripts['first-visit']!.length);
    expect(VISITOR_COSTS.firstVisit.scriptBytes).toBeGreaterThan(
      VISITOR_COSTS.returningSignedIn.scriptBytes + budgetOf('widget-runtime-*.js'),
    );
  });

  it('are what perf/lighthouse/host-kit.mjs --write makes of today’s budgets', async () => {
    expect(readFileSync(COSTS_MODULE, 'utf8')).toBe(await costsModule());
  });

  it('move with a budget, and name a gate pattern that has none', () => {
    const raised = sizeBudgets.map((budget) =>
      budget.pattern === 'loader.js' ? { ...budget, brotli: budget.brotli + 100 } : budget,
    );
    expect(visitorCosts(gate, raised).anonymous.scriptBytes).toBe(
      VISITOR_COSTS.anonymous.scriptBytes + 100,
    );
    expect(() =>
      visitorCosts(
        { ...gate, scripts: { ...gate.scripts, anonymous: ['other.mjs'] } },
        sizeBudgets,
      ),
    ).toThrow('other.mjs has no size budget');
  });
});

describe('quickActionsAssertions', () => {
  it('allows the page without the snippet plus the visitor’s cost, as resource-summary', () => {
    expect(quickActionsAssertions('firstVisit', { scripts: 4, scriptBytes: 50_000 })).toEqual({
      'resource-summary:script:count': [
        'error',
        { maxNumericValue: 4 + VISITOR_COSTS.firstVisit.scripts },
      ],
      'resource-summary:script:size': [
        'error',
        { maxNumericValue: 50_000 + VISITOR_COSTS.firstVisit.scriptBytes },
      ],
    });
  });
});

describe('the Lighthouse CI sign-in script', () => {
  const signIn = createRequire(import.meta.url)('../../../package/lighthouse-sign-in.cjs') as (
    browser: unknown,
    context: { url: string },
  ) => Promise<void>;

  it('runs the host’s sign-in, opens the page and marks the first use seen', async () => {
    const calls: string[] = [];
    const page = {
      signInAs: vi.fn(async (url: string) => void calls.push(`host sign-in ${url}`)),
      goto: vi.fn(async (url: string) => void calls.push(`goto ${url}`)),
      evaluate: vi.fn(async (set: (key: string) => void, key: string) => {
        const storage = new Map<string, string>();
        vi.stubGlobal('localStorage', { setItem: (k: string, v: string) => storage.set(k, v) });
        set(key);
        vi.unstubAllGlobals();
        calls.push(`seen ${[...storage].map((entry) => entry.join('=')).join()}`);
      }),
      close: vi.fn(async () => void calls.push('close')),
    };
    const hostSignIn = new URL('./fixtures/sign-in.cjs', import.meta.url).pathname;
    vi.stubEnv('QUICK_ACTIONS_SIGN_IN', hostSignIn);
    try {
      await signIn({ newPage: async () => page }, { url: 'https://host.example/' });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(calls).toEqual([
      'host sign-in https://host.example/',
      'goto https://host.example/',
      `seen ${SEEN_FLAG_KEY}=1`,
      'close',
    ]);
  });
});

// `quick-actions/lighthouse` (docs/lighthouse-for-hosts.md): the widget's cost as assertions a
// host's Lighthouse CI adds to its page's own figures measured without the snippet.
import { VISITOR_COSTS } from './lighthouse-costs.js';

export { VISITOR_COSTS };

/** Who the run measures: nobody signed in, a returning signed-in person, or their first visit. */
export type VisitorKind = keyof typeof VISITOR_COSTS;

/** The page without the snippet, as Lighthouse's `resource-summary` counts it. */
export interface PageScripts {
  /** Script requests of the page alone. */
  scripts: number;
  /** Their transfer bytes. */
  scriptBytes: number;
}

type Assertion = ['error', { maxNumericValue: number }];

/**
 * `assert.assertions` entries for a lighthouserc: the page's scripts plus at most what the widget
 * adds for `kind`.
 */
export function quickActionsAssertions(
  kind: VisitorKind,
  page: PageScripts,
): Record<'resource-summary:script:count' | 'resource-summary:script:size', Assertion> {
  const cost = VISITOR_COSTS[kind];
  return {
    'resource-summary:script:count': ['error', { maxNumericValue: page.scripts + cost.scripts }],
    'resource-summary:script:size': [
      'error',
      { maxNumericValue: page.scriptBytes + cost.scriptBytes },
    ],
  };
}

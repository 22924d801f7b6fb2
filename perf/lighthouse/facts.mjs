// What the gate reads from one Lighthouse report (ADR-0097), parsed at the edge: a failed run or a
// missing audit is an Error here, never a NaN in a budget check. The facts: our requests (bytes,
// when sent against the page's load and first paint), whether the LCP element is ours, the layout
// shift; the trend: Lighthouse's own simulated score, LCP and TBT, reported and never held.

/** Where the demo host serves dist/, as a host deploys it. */
export const DIST_PATH_PREFIX = '/quick-actions/';

/** Our element: the widget's root, or one with the `qa-` class prefix the widget's elements carry. */
const OUR_ELEMENT = /data-quick-actions|(?:^|[\s."'])qa-[\w-]/;

/** @typedef {{ file: string, resourceType: string, transferSize: number, sentAt: number }} OwnRequest
 *  file below /quick-actions/ with its query; transferSize with headers; sentAt ms from navigation */

/**
 * @typedef {object} RunFacts
 * @property {OwnRequest[]} requests
 * @property {number | undefined} load the page's load event, ms (navigations only)
 * @property {number | undefined} firstPaint ms (navigations only)
 * @property {string | undefined} lcpElement the LCP element's snippet (navigations only)
 * @property {boolean} lcpOurs
 * @property {number} cls
 * @property {string[]} shifted the elements the shifts moved, each with its share of the shift
 * @property {{ score: number, lcp?: number, tbt: number, inp?: number }} trend stock Lighthouse
 */

/** @param {unknown} value @returns {Record<string, unknown>} */
const asRecord = (value) =>
  typeof value === 'object' && value !== null ? /** @type {Record<string, unknown>} */ (value) : {};
/** @param {unknown} value @returns {value is number} */
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
/** @param {unknown} audit */
const itemsOf = (audit) => {
  const items = asRecord(asRecord(audit).details).items;
  return Array.isArray(items) ? items.map(asRecord) : [];
};

/** @param {unknown} lhr a Lighthouse result of a navigation or a timespan @returns {RunFacts} */
export function factsFromReport(lhr) {
  const report = asRecord(lhr);
  const url = typeof report.finalDisplayedUrl === 'string' ? report.finalDisplayedUrl : '?';
  const runtimeError = asRecord(report.runtimeError);
  if (typeof runtimeError.code === 'string') {
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
  const audits = asRecord(report.audits);
  const navigation = report.gatherMode === 'navigation';
  /** @param {string} id @param {boolean} [required] */
  const numeric = (id, required = true) => {
    const value = asRecord(audits[id]).numericValue;
    if (isNumber(value)) return value;
    if (required) throw new Error(`No value for the audit ${id} on ${url}`);
    return undefined;
  };
  if (!audits['network-requests']) throw new Error(`No network-requests audit for ${url}`);
  const observed = itemsOf(audits.metrics)[0] ?? {};
  // Request times count from the first request, load and paint from the navigation: one clock.
  const { debugData } = asRecord(asRecord(audits['network-requests']).details);
  const firstRequestTs = asRecord(debugData).networkStartTimeTs;
  const originTs = observed.observedTimeOriginTs;
  const offset =
    isNumber(firstRequestTs) && isNumber(originTs) ? (firstRequestTs - originTs) / 1000 : 0;
  const requests = itemsOf(audits['network-requests']).flatMap((item) => {
    if (typeof item.url !== 'string') return [];
    const { pathname, search } = new URL(item.url);
    if (!pathname.startsWith(DIST_PATH_PREFIX)) return [];
    return [
      {
        file: `${pathname.slice(DIST_PATH_PREFIX.length)}${search}`,
        resourceType: String(item.resourceType ?? ''),
        transferSize: isNumber(item.transferSize) ? item.transferSize : 0,
        sentAt: offset + (isNumber(item.networkRequestTime) ? item.networkRequestTime : 0),
      },
    ];
  });
  const load = navigation ? Number(observed.observedLoad) : undefined;
  const firstPaint = navigation ? Number(observed.observedFirstPaint) : undefined;
  if (navigation && !(isNumber(load) && isNumber(firstPaint))) {
    throw new Error(`No observed load or first paint for ${url}`);
  }
  // The LCP element audit: a list whose first table's first row is the element.
  const [lcpTable] = itemsOf(audits['largest-contentful-paint-element']);
  const lcpNode = asRecord(itemsOf({ details: lcpTable })[0]?.node);
  const lcpElement =
    typeof lcpNode.snippet === 'string'
      ? `${lcpNode.snippet} (${String(lcpNode.selector ?? '')})`
      : undefined;
  const score = asRecord(asRecord(report.categories).performance).score;
  return {
    requests,
    load,
    firstPaint,
    lcpElement,
    lcpOurs: lcpElement !== undefined && OUR_ELEMENT.test(lcpElement),
    cls: numeric('cumulative-layout-shift') ?? 0,
    shifted: itemsOf(audits['layout-shifts']).map((i) => `${asRecord(i.node).snippet} ${i.score}`),
    trend: {
      score: isNumber(score) ? Math.round(score * 100) : 0,
      lcp: navigation ? numeric('largest-contentful-paint') : undefined,
      tbt: numeric('total-blocking-time') ?? 0,
      inp: navigation ? undefined : numeric('interaction-to-next-paint', false),
    },
  };
}

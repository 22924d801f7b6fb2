// docs/rules.md "§8 Failed data fetch": through one outage every open fails each section's fetch
// again, with a 429, a 503 or a timeout, and each open's stack differs by the section's place in
// the open's Promise.all. The error-logging service still hears of it once per section per page
// view (core/errors/error-report.ts), a widget mounted again included.
import { describe, expect, it, vi } from 'vitest';
import { createErrorLogger } from '../../../core/reporting/error-logger';
import { ERROR_LOGGER_URL } from '../../../core/reporting/load-error-logger';
import { AbortedError, HttpError } from '../../../core/request/request-errors';
import type { RequestFn } from '../../../core/request/request-options';
import { createSectionStore } from '../../../core/sections/section-store';
import { shareInFlight } from '../../../core/sections/refresh-flow';
import { useFakeTimersInEachTest } from '../support/fake-timers';

const TILES = '/ItemTileService/api/FolderTile';
const DASHBOARDS = '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles';

/** Each open's failure of `url`: the outage answers differently from one open to the next. */
const failures: ((url: string) => Error)[] = [
  (url) => new HttpError(url, new Response('', { status: 429 })),
  (url) => new HttpError(url, new Response('', { status: 503 })),
  (url) => new AbortedError(url, true),
];

/** One widget's three sections, reporting to a logger of the page's `request`, as mounted. */
function mountSections(request: RequestFn, open: () => number) {
  const logger = createErrorLogger({
    request,
    location: { href: 'https://www.example.com/', hostname: 'www.example.com', search: '' },
    userAgent: 'Mozilla/5.0 Test',
    parentUrl: '',
    getIgnoreRules: async () => [],
  });
  const fail = (url: string) => Promise.reject(failures[open() % failures.length]!(url));
  // The documents and the suggestion share the FolderTile call (widget/model/sections-model.ts).
  const loadTiles = shareInFlight(() => fail(TILES));
  const section = (key: string, fetchLive: () => Promise<string[]>) =>
    createSectionStore<string[]>({
      key,
      defaultData: [],
      readCache: () => undefined,
      writeCache: () => undefined,
      fetchLive,
      onError: (error) => void logger.report(error),
    });
  const stores = [
    section('documents', loadTiles),
    section('hubs', () => fail(DASHBOARDS)),
    section('suggestion', loadTiles),
  ];
  return {
    goLive: () => Promise.all(stores.map((store) => store.goLive())),
    dispose: () => stores.forEach((store) => store.dispose()),
  };
}

useFakeTimersInEachTest();

describe('a section data failure reaches the logging service once per page view', () => {
  it('across several opens with changing causes and a remount: one report per section', async () => {
    const request = vi.fn<RequestFn>(async () => null);
    let opens = 0;
    const first = mountSections(request, () => opens);
    for (; opens < 3; opens += 1) {
      await first.goLive();
      await vi.advanceTimersByTimeAsync(60_000);
    }
    first.dispose();
    const again = mountSections(request, () => opens);
    for (; opens < 6; opens += 1) {
      await again.goLive();
      await vi.advanceTimersByTimeAsync(60_000);
    }

    const sent = request.mock.calls.filter(([url]) => url === ERROR_LOGGER_URL);
    const descriptions = sent.map(([, options]) => options?.form?.get('description'));
    // The first open's cause, once for each of the three sections.
    expect(descriptions.sort()).toEqual([
      `SectionDataError: Failed to retrieve quick actions data\nCaused by: HttpError: Request to ${TILES} failed with HTTP 429`,
      `SectionDataError: Failed to retrieve quick actions data\nCaused by: HttpError: Request to ${TILES} failed with HTTP 429`,
      `SectionDataError: Failed to retrieve quick actions data\nCaused by: HttpError: Request to ${DASHBOARDS} failed with HTTP 429`,
    ]);
  });

  it('still reports other errors by their description and stack', async () => {
    const request = vi.fn<RequestFn>(async () => null);
    const sections = mountSections(request, () => 0);
    await sections.goLive();
    const logger = createErrorLogger({
      request,
      location: { href: 'https://www.example.com/', hostname: 'www.example.com', search: '' },
      userAgent: 'Mozilla/5.0 Test',
      parentUrl: '',
      getIgnoreRules: async () => [],
    });
    // The same text as a section's failure, but not one: its own report.
    const lookalike = new Error('Failed to retrieve quick actions data');
    lookalike.name = 'SectionDataError';
    await logger.report(lookalike);
    await logger.report(lookalike);
    expect(request.mock.calls.filter(([url]) => url === ERROR_LOGGER_URL)).toHaveLength(4);
  });
});

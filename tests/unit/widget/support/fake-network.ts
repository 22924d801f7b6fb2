// A RequestFn that answers the widget's calls (spec §7) from the demo
// fixtures, the way demo/lib/api.mjs does, with per-call delays, hangs and failures that run
// on (fake) timers. Every call is recorded so tests can count requests.
import dashboards from '../../../../demo/fixtures/dashboards.json';
import ignoredErrorTypes from '../../../../demo/fixtures/ignored-error-types.json';
import tilesUserA from '../../../../demo/fixtures/tiles-user-a.json';
import tilesUserB from '../../../../demo/fixtures/tiles-user-b.json';
import iconDefinitions from '../../../../demo/public/images/icons/definitions.json';
import { AbortedError, HttpError } from '../../../../core/request/request-errors';
import type { RequestFn, RequestOptions } from '../../../../core/request/request-options';
import { rawDocument, type RawTile } from '../../documents/raw-tiles';

/** A US will document tile (spec §5 fields) as the FolderTile API lists it, named `name`. */
export function usDocumentTile(itemId: number, name: string): RawTile {
  return rawDocument({
    ItemId: itemId,
    Name: name,
    LastModified: '2025-11-30T09:00:00Z',
    PostUrl: `/mydocuments/document/${itemId}/post.aspx`,
    DownloadUrl: `/mydocuments/document/${itemId}/download.aspx`,
    ContractUrl: '/contracts/last-will-and-testament-usa/',
  });
}

export type Api = 'tiles' | 'dashboards' | 'experiment' | 'icons' | 'ignore' | 'logger';

export interface RouteBehaviour {
  /** Answer after this many (fake) ms; 0 answers on the next microtask. */
  delayMs?: number;
  /** Never answer (until aborted). */
  hang?: boolean;
  /** Fail with this HTTP status instead of answering. */
  failStatus?: number;
  /** Answer with this body instead of the fixture. */
  body?: unknown;
}

export interface RecordedCall {
  api: Api | 'unknown';
  url: string;
  options: RequestOptions | undefined;
}

const PATHS: [Api, (pathname: string) => boolean][] = [
  ['tiles', (p) => p === '/ItemTileService/api/FolderTile'],
  ['dashboards', (p) => p === '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles'],
  ['experiment', (p) => p === '/api/foundation/user-account-management/v1/user-experiment'],
  ['logger', (p) => p === '/api/foundation/error-logger/v1/errors/'],
  ['ignore', (p) => p === '/common/ignoredErrorTypes.txt'],
  ['icons', (p) => p === '/images/icons/definitions.json'],
];

const TILES_BY_SECURE_ID: Record<string, unknown> = { 'S-1': tilesUserA, 'S-2': tilesUserB };
const DASHBOARDS: Record<string, unknown[] | undefined> = dashboards;

function apiOf(url: string): Api | 'unknown' {
  const { pathname } = new URL(url, 'http://localhost:3000');
  return PATHS.find(([, matches]) => matches(pathname))?.[0] ?? 'unknown';
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface FakeNetwork {
  readonly request: RequestFn;
  readonly calls: RecordedCall[];
  /** How many calls went to `api`. */
  count(api: Api): number;
  /** Changes how `api` answers from now on. */
  set(api: Api, behaviour: RouteBehaviour): void;
  /** The variation the experiment call answers (spec §5: 'N' is on). */
  variation: string;
}

/**
 * `sessionSecureId` stands in for the session cookie: the FolderTile call carries no user,
 * the server knows it from the session (demo/lib/api.mjs).
 */
export function createFakeNetwork(sessionSecureId: string): FakeNetwork {
  const behaviours = new Map<Api, RouteBehaviour>();
  const calls: RecordedCall[] = [];

  const answer = (api: Api | 'unknown', url: string, options: RequestOptions = {}): unknown => {
    const override = api === 'unknown' ? undefined : behaviours.get(api)?.body;
    if (override !== undefined) return override;
    switch (api) {
      case 'tiles':
        return TILES_BY_SECURE_ID[sessionSecureId] ?? { Data: [] };
      case 'dashboards': {
        const secureId = options.secureId ?? '';
        const items = DASHBOARDS[secureId];
        if (!items || items.length === 0) {
          throw new HttpError(
            url,
            jsonResponse(404, {
              succeeded: false,
              result: null,
              errors: [`No dashboards found for secure id ${secureId}`],
            }),
          );
        }
        return { succeeded: true, result: items, errors: [] };
      }
      case 'experiment': {
        const experimentName = String(options.data?.experimentName ?? '');
        return {
          succeeded: true,
          result: { experimentName, variationName: network.variation },
          errors: [],
        };
      }
      case 'icons':
        return iconDefinitions;
      case 'ignore':
        return ignoredErrorTypes;
      case 'logger':
        return null;
      default:
        throw new HttpError(url, jsonResponse(404, { Message: 'Not found' }));
    }
  };

  const request: RequestFn = (url, options) => {
    const api = apiOf(url);
    calls.push({ api, url, options });
    const behaviour = api === 'unknown' ? {} : (behaviours.get(api) ?? {});
    const { signal } = options ?? {};
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onAbort = () => {
        if (timer !== undefined) clearTimeout(timer);
        reject(new AbortedError(url, false));
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      if (behaviour.hang) return;
      const settle = () => {
        timer = undefined;
        signal?.removeEventListener('abort', onAbort);
        try {
          if (behaviour.failStatus !== undefined) {
            throw new HttpError(url, jsonResponse(behaviour.failStatus, {}));
          }
          resolve(answer(api, url, options));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      const delayMs = behaviour.delayMs ?? 0;
      if (delayMs > 0) timer = setTimeout(settle, delayMs);
      else queueMicrotask(settle);
    });
  };

  const network: FakeNetwork = {
    request,
    calls,
    count: (api) => calls.filter((call) => call.api === api).length,
    set: (api, behaviour) => behaviours.set(api, behaviour),
    variation: 'N',
  };
  return network;
}

/// <reference lib="webworker" />
// The Quick Actions service worker (issue 6), served from /quick-actions/sw.js with
// `Service-Worker-Allowed: /` and registered with scope `/` (contract §2), or imported by a host's
// own worker with `importScripts('/quick-actions/sw.js')` (docs/offline.md). Workbox precaches our
// build and routes requests; the rest is ours:
//   - our files: precached (precache-list.ts), two deploys kept (deploys.ts);
//   - the two quick-actions data calls: per user, 24 h, fresh for 10 s (data-strategy.ts);
//   - icons: warmed at install, stale-while-revalidate (icons.ts);
//   - host pages that showed the widget: per user, for an offline reload (page-cache.ts), only
//     when the worker is the host's worker itself; an importing host owns its pages.
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { DATA_CACHE, ICONS_CACHE, META_CACHE, PAGES_CACHE, PRECACHE } from './cache-names';
import { createClientUsers } from './client-users';
import { handleDataRequest } from './data-strategy';
import { isQuickActionsData } from './data-routes';
import { keepTwoDeploys, serveKeptFile } from './deploys';
import { isIconRequest, warmIcons } from './icons';
import { scriptUrlFromStack } from './own-script-url';
import { createPageCache } from './page-cache';
import { resolvePrecacheList, type PrecacheListEntry } from './precache-list';
import { USER_ACK, parseUserMessage } from './protocol';
import { purgePersonal } from './purge-personal';

declare const self: ServiceWorkerGlobalScope;
/** Baked in by vite.config.ts (`--mode sw`) from the files of the earlier build passes. */
declare const __PRECACHE_LIST__: PrecacheListEntry[];

const ignore = (): void => undefined;
const now = () => Date.now();
const network = (request: Request) => fetch(request);
const opener = (name: string) => () => self.caches.open(name);

const ownUrl = scriptUrlFromStack(new Error().stack) ?? self.location.href;
/** Inside a host's worker: its lifecycle and its pages are the host's, not ours. */
const imported = ownUrl !== self.location.href;
const { origin } = self.location;
const base = new URL('./', ownUrl);
const metaKey = (name: string) => new URL(`__quick-actions__/${name}`, base).href;

const precache = new PrecacheController({ cacheName: PRECACHE });
precache.addToCacheList(resolvePrecacheList(__PRECACHE_LIST__, base.href));

const users = createClientUsers({ openMeta: opener(META_CACHE), lastUserKey: metaKey('user') });
const pages = createPageCache({
  openCache: opener(PAGES_CACHE),
  fetch: network,
  now,
  lastUser: () => users.lastUser(),
});

self.addEventListener('install', (event) => {
  // Our own worker: a file that fails to precache fails the install, so the previous worker
  // stays, whole. In a host's worker we must never fail its install: what did not precache
  // comes from the network.
  const target = imported
    ? ({
        type: 'install',
        waitUntil: (promise: Promise<unknown>) => event.waitUntil(promise.catch(ignore)),
      } as unknown as ExtendableEvent)
    : event;
  precache.install(target).catch(ignore);
  event.waitUntil(
    self.caches
      .open(ICONS_CACHE)
      .then((cache) => warmIcons({ cache, fetch: network, origin }))
      .catch(ignore),
  );
  // issue 6 "Updates": take over at once; pages of the previous deploy keep their files (deploys.ts).
  if (!imported) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      try {
        const [precached, meta] = await Promise.all([
          self.caches.open(PRECACHE),
          self.caches.open(META_CACHE),
        ]);
        const keys = [...precache.getURLsToCacheKeys().values()];
        await keepTwoDeploys({ precache: precached, meta, recordKey: metaKey('deploys') }, keys);
      } catch {
        // Storage trouble: old entries stay until the next activation.
      }
      await purgePersonal(self.caches, { keepUser: await users.lastUser(), now: now() });
      if (imported) return;
      await self.registration.navigationPreload?.enable().catch(ignore);
      await self.clients.claim();
    })(),
  );
});

// protocol.ts: a page says whose data it shows; we answer once that page is attributed and
// everyone else's data is gone, so what it fetches next is keyed to the right person.
self.addEventListener('message', (event) => {
  const message = parseUserMessage(event.data);
  const source = event.source;
  if (!message || !source || !('id' in source)) return;
  const { user } = message;
  event.waitUntil(
    (async () => {
      await users.announce(source.id, user);
      await pages.attribute(source.id, user);
      await purgePersonal(self.caches, { keepUser: user, now: now() });
    })().finally(() => event.ports[0]?.postMessage({ type: USER_ACK })),
  );
});

const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
router.registerRoute(
  new Route(
    ({ url }) =>
      url.origin === origin &&
      url.pathname.startsWith(base.pathname) &&
      /\.(?:js|css)$/.test(url.pathname) &&
      url.href !== ownUrl,
    ({ request }) => serveKeptFile(request, opener(PRECACHE), network),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isQuickActionsData(url, origin),
    ({ request, event }) => {
      const fetchEvent = event as FetchEvent;
      return handleDataRequest(request, users.userOf(fetchEvent.clientId), {
        openCache: opener(DATA_CACHE),
        fetch: network,
        now,
        waitUntil: (promise) => fetchEvent.waitUntil(promise),
        isCurrentUser: (user) => users.isCurrent(user),
      });
    },
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isIconRequest(url, origin),
    new StaleWhileRevalidate({ cacheName: ICONS_CACHE }),
  ),
);
if (!imported) {
  router.registerRoute(
    new Route(
      ({ request }) => request.mode === 'navigate',
      ({ request, event }) => {
        const fetchEvent = event as FetchEvent;
        return pages.handleNavigation({
          request,
          resultingClientId: fetchEvent.resultingClientId,
          preloadResponse: fetchEvent.preloadResponse as Promise<Response | undefined>,
        });
      },
    ),
  );
}
router.addFetchListener();

export {};

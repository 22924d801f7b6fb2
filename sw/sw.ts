/// <reference lib="webworker" />
// The service worker (docs/offline.md): it answers only the widget's own requests (ADR-0053).
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { DATA_CACHE, ICONS_CACHE, META_CACHE, PRECACHE } from '../core/storage/worker-caches';
import { createWorkerOwner } from './worker-owner';
import { handleDataRequest } from './data-strategy';
import { isQuickActionsData, keptPart } from './data-routes';
import { keepTwoDeploys, serveKeptFile } from './deploys';
import { capEntries, iconWorthKeeping, isIconRequest, warmIcons } from './icons';
import { scriptUrlFromStack } from './own-script-url';
import { resolvePrecacheList, type PrecacheListEntry } from './precache-list';
import { USER_ACK, isRetireMessage, parseUserMessage } from '../core/worker';
import { createExpiredSweep, purgePersonal } from './purge-personal';
import { createSelfRemoval, deleteOwnCaches } from './self-removal';
import { declareStaticRoutes, type RoutableInstallEvent } from './static-routes';

declare const self: ServiceWorkerGlobalScope;
/** Baked in by vite.config.ts (`--mode sw`) from the files of the earlier build passes. */
declare const __PRECACHE_LIST__: PrecacheListEntry[];

const ignore = (): void => undefined;
const now = () => Date.now();
const network = (request: Request) => fetch(request);
const opener = (name: string) => () => self.caches.open(name);

const ownUrl = scriptUrlFromStack(new Error().stack) ?? self.location.href;
/** Inside a host's worker: its lifecycle, its routes and its pages are the host's, not ours. */
const imported = ownUrl !== self.location.href;
const { origin } = self.location;
const base = new URL('./', ownUrl);
const metaKey = (name: string) => new URL(`__quick-actions__/${name}`, base).href;

const precache = new PrecacheController({ cacheName: PRECACHE });
precache.addToCacheList(resolvePrecacheList(__PRECACHE_LIST__, base.href));

/** Removed (a way out, or a deleted sw.js): answer nothing, keep nothing, from now on. */
let retired = false;
// A page withdrew consent (ADR-0025) and deleted our caches: a missing precache says so.
let withdrawn = false;
const keepsAnything = async () =>
  !retired && !withdrawn && (await self.caches.has(PRECACHE).catch(() => false));
const owner = createWorkerOwner({
  openCache: opener(META_CACHE),
  key: metaKey('owner'),
  purge: (keepUser) => purgePersonal(self.caches, { keepUser, now: now() }),
});
const sweepExpired = createExpiredSweep(self.caches, now);
const checkOwnScript = imported
  ? async () => false
  : createSelfRemoval({
      scriptUrl: ownUrl,
      fetch: network,
      caches: self.caches,
      retire: () => (retired = true),
      unregister: () => self.registration.unregister(),
      now,
    });
/** Whenever we wake for one of our own requests: expired entries go, a deleted sw.js removes us. */
const onOwnRequest = (event: ExtendableEvent) =>
  event.waitUntil(Promise.all([sweepExpired(), checkOwnScript()]).catch(ignore));

self.addEventListener('install', (event) => {
  // A failed precache fails our own install, never a host's.
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
  // A host's worker routes the host's requests: we declare nothing for it.
  if (!imported) {
    event.waitUntil(declareStaticRoutes(event as RoutableInstallEvent, base.pathname));
    // Take over at once; pages of the previous deploy keep their files (ADR-0054).
    void self.skipWaiting();
  }
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
      await purgePersonal(self.caches, { keepUser: 'everyone', now: now() });
      if (imported) return;
      // Off, in case a previous deploy left it on: we answer no navigation, so it only costs.
      await self.registration.navigationPreload?.disable().catch(ignore);
      await self.clients.claim();
    })(),
  );
});

// core/worker.ts: we answer a page's claim once applied (or refused), before it fetches.
self.addEventListener('message', (event) => {
  if (isRetireMessage(event.data)) {
    // Our own worker also goes (the page unregistered it); a host's worker only stops keeping.
    if (imported) withdrawn = true;
    else retired = true;
    event.waitUntil(
      imported
        ? purgePersonal(self.caches, { keepUser: null, now: now() })
        : deleteOwnCaches(self.caches),
    );
    return;
  }
  const message = retired ? undefined : parseUserMessage(event.data);
  const source = event.source;
  if (!message || !source || !('id' in source)) return;
  const { user } = message;
  event.waitUntil(
    (async () => {
      const live = await self.clients.matchAll({ includeUncontrolled: true }).catch(() => []);
      const ids = live.map((client) => client.id);
      const accepted = await owner.announce(source.id, user, ids);
      // A host's worker: a page claiming with consent given again lifts a withdrawal.
      if (accepted && user !== null && imported) {
        withdrawn = false;
        await self.caches.open(PRECACHE);
      }
      return accepted;
    })()
      .catch(() => true)
      .then((accepted) => event.ports[0]?.postMessage({ type: USER_ACK, accepted })),
  );
  onOwnRequest(event);
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
    ({ request, url }) => isQuickActionsData(request, url, origin),
    ({ request, url, event }) => {
      const fetchEvent = event as FetchEvent;
      const keptFor = async () =>
        (await keepsAnything()) ? owner.keptFor(fetchEvent.clientId) : undefined;
      return keptFor().then((user) =>
        handleDataRequest(request, user, {
          openCache: opener(DATA_CACHE),
          fetch: network,
          now,
          waitUntil: (promise) => fetchEvent.waitUntil(promise),
          keep: keptPart(url),
          // Signed out, displaced or withdrawn meanwhile: an answer still in flight is not kept.
          mayKeep: async (person) => (await keptFor()) === person,
        }),
      );
    },
  ),
);
router.registerRoute(
  new Route(
    ({ request, url }) => isIconRequest(request, url, origin),
    new StaleWhileRevalidate({
      cacheName: ICONS_CACHE,
      plugins: [
        { cacheWillUpdate: async ({ response }) => iconWorthKeeping(response, retired) },
        { cacheDidUpdate: async () => capEntries(await self.caches.open(ICONS_CACHE)) },
      ],
    }),
  ),
);

// Not Router.addFetchListener: ours also wake-check (onOwnRequest); the rest get no respondWith.
self.addEventListener('fetch', (event) => {
  if (retired) return;
  const responsePromise = router.handleRequest({ event, request: event.request });
  if (!responsePromise) return;
  onOwnRequest(event);
  event.respondWith(responsePromise);
});

export {};

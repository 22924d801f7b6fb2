/// <reference lib="webworker" />
// The Quick Actions service worker, served from /quick-actions/sw.js with
// `Service-Worker-Allowed: /` and registered with scope `/` (contract §2).
// Issue 6 gives it Workbox precaching and the 24 h data cache; until then it only
// takes control promptly and caches nothing, so it costs host pages nothing (no
// fetch handler: Chromium does not even start it for navigations).
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

export {};

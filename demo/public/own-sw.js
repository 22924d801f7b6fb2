/* global importScripts */
// A host that already runs its own service worker (docs/offline.md). Only one worker
// can own a scope, so such a host does not let the Quick Actions loader register ours (the loader
// sees this worker and registers nothing); it imports ours instead. Ours then precaches the
// widget's files, keeps the quick-actions data per user for 24 h, and answers the widget's
// messages; its install never fails this worker's install, and it leaves the lifecycle and the
// pages to this worker. Import it first, so its routes (files under /quick-actions/, the two
// data calls, /images/icons/) answer before any catch-all fetch handler of the host's.
importScripts('/quick-actions/sw.js');

// The host's own part (here: /own-sw/ works offline, network first, its cache as fallback).
const HOST_PAGES = 'demo-host-pages';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(HOST_PAGES).then((cache) => cache.put(event.request, copy)));
        }
        return response;
      })
      .catch(() =>
        caches
          .match(event.request, { cacheName: HOST_PAGES })
          .then((cached) => cached || Response.error()),
      ),
  );
});

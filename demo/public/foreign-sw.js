// A host page's own service worker that does NOT import ours (demo page /foreign-sw/, ADR-0060).
// It never answers the widget's messages. The widget must not wait for it: only our own worker
// (sw.js beside loader.js) or one that has answered on the page is waited for
// (sw/page/announce-user.ts). For the browser test it keeps a log of the messages it got and of
// the widget's data calls it saw pass, with its own clock; `demo:foreign-sw-log` asks for it.
const log = [];

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const type = event.data && typeof event.data === 'object' ? String(event.data.type) : '';
  if (type === 'demo:foreign-sw-log') {
    event.source?.postMessage({ type: 'demo:foreign-sw-log', log: log.slice() });
    return;
  }
  log.push({ kind: 'message', type, at: Date.now() });
});

self.addEventListener('fetch', (event) => {
  const { pathname } = new URL(event.request.url);
  if (/^\/(ItemTileService|api\/dashboards)\//.test(pathname)) {
    log.push({ kind: 'fetch', path: pathname, at: Date.now() });
  }
  // No respondWith: everything goes to the network as if this worker were not there.
});

import { trustedScriptUrl } from './trusted-script-url';

// The service worker is registered only for the eligible, after load and idle (ADR-0057).
// Scope `/` lets it serve the host's pages; the script is served with
// `Service-Worker-Allowed: /` (docs/host-api.md "The service-worker header"). A browser without
// workers, or one that refuses (Firefox private mode), simply keeps the widget's page-side
// cache, so a failed registration is not an error worth a report.
//
// A host that already has a worker can importScripts ours. Only one worker owns
// a scope, and registering ours would replace the host's, so when the worker controlling
// this page is someone else's script, we register nothing: that host imports ours
// (docs/offline.md). Plain `navigator.serviceWorker` rather than workbox-window: updates
// need nothing from the page (the worker takes over and keeps the previous deploy's
// files, sw/deploys.ts), and workbox-window would add ~2.0 KB brotli to this chunk (ADR-0058).
export function registerServiceWorkerWhenIdle(win: Window, scriptUrl: string): () => void {
  const { navigator, document } = win;
  if (!('serviceWorker' in navigator)) return () => {};
  let cancelled = false;
  let idle: number | undefined;
  const register = () => {
    if (cancelled) return;
    const container = navigator.serviceWorker;
    // A page some worker controls needs no registration: ours is installed (or removing
    // itself: Chromium's getRegistration() does not return an uninstalling registration, yet
    // register() finds it and resurrects it, so the look-up below alone is not enough), or the
    // host's is, which imports ours.
    if (container.controller) return;
    Promise.resolve(container.getRegistration?.())
      .then((existing) => {
        // Registered already (ours or a host's): nothing to do — the browser checks our sw.js
        // for updates on its own navigations. Registering again is not harmless: on a
        // registration our worker has just unregistered (a deleted sw.js, sw/self-removal.ts),
        // register() clears the uninstalling flag and keeps it alive (the service worker
        // spec's Register algorithm), so the deleted worker would survive its own removal
        // whenever this idle callback came after it (ADR-0057).
        // A registration with no worker yet counts too: it is one being installed (Chromium
        // shows a host's registration without `installing` while its script is fetched and
        // run), and ours would replace or shadow the host's.
        if (cancelled || existing) return;
        // A TrustedScriptURL, so a host requiring Trusted Types sees no violation (ADR-0050).
        return container.register(trustedScriptUrl(win, scriptUrl), { scope: '/' });
      })
      .catch(() => {});
  };
  const whenIdle = () => {
    idle = win.requestIdleCallback
      ? win.requestIdleCallback(register)
      : win.setTimeout(register, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', whenIdle);
    if (idle !== undefined) (win.cancelIdleCallback ?? win.clearTimeout)(idle);
  };
}

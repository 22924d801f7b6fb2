import { trustedScriptUrl } from './trusted-script-url';

// Registered for the eligible, after load and idle, only where no worker controls the page and
// no registration exists (ADR-0057): one worker owns a scope, and a host with its own imports ours
// (docs/offline.md). Scope `/` needs `Service-Worker-Allowed: /` (docs/host-api.md "The
// service-worker header"); no workbox-window (ADR-0058). A browser without workers, or one that
// refuses (Firefox private mode), keeps the page-side cache: a failure is worth no report.
export function registerServiceWorkerWhenIdle(win: Window, scriptUrl: string): () => void {
  const { navigator, document } = win;
  if (!('serviceWorker' in navigator)) return () => {};
  let cancelled = false;
  let idle: number | undefined;
  const register = () => {
    if (cancelled) return;
    const container = navigator.serviceWorker;
    // A page some worker controls needs no registration: ours (or a host's, which imports ours)
    // is installed, or removing itself, which Chromium's getRegistration() does not return but
    // register() would resurrect.
    if (container.controller) return;
    Promise.resolve(container.getRegistration?.())
      .then((existing) => {
        // Registered already: the browser checks our sw.js for updates itself, and registering
        // again would resurrect one our worker has just removed (ADR-0057), or replace or shadow
        // a host's, one being installed included (Chromium shows it without `installing` while
        // its script is fetched and run).
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

// issue 3: "registers the service worker only for the eligible, after load/idle".
// Scope `/` lets it serve the host's pages; the script is served with
// `Service-Worker-Allowed: /` (contract §2). A browser without workers, or one that
// refuses (Firefox private mode), simply keeps the widget's page-side cache
// (issue 6), so a failed registration is not an error worth a report.
export function registerServiceWorkerWhenIdle(win: Window, scriptUrl: string): () => void {
  const { navigator, document } = win;
  if (!('serviceWorker' in navigator)) return () => {};
  let cancelled = false;
  let idle: number | undefined;
  const register = () => {
    if (cancelled) return;
    navigator.serviceWorker.register(scriptUrl, { scope: '/' }).catch(() => {});
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

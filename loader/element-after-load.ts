// contract §1: "#quick-actions may come after the loader in the document; without
// it, nothing is shown and nothing is fetched." issue 7: the widget must not cost the
// host's LCP (Δ ≤ 50 ms), so stage two is never fetched on the page's critical path:
// we look for the element once the page has loaded and the browser has had an idle
// moment after painting (at the latest IDLE_TIMEOUT_MS later on a page that is never
// idle). The document is parsed by then; a missing element means no widget on this page.
// docs/decisions.md "The facade waits for the host page's load".
const IDLE_TIMEOUT_MS = 2000;

export function elementAfterLoad(win: Window, id: string): Promise<HTMLElement | null> {
  const doc = win.document;
  return new Promise((resolve) => {
    const find = () => resolve(doc.getElementById(id));
    const whenIdle = () =>
      win.requestIdleCallback
        ? win.requestIdleCallback(find, { timeout: IDLE_TIMEOUT_MS })
        : win.setTimeout(find, 1);
    if (doc.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  });
}

// contract §1: "#quick-actions may come after the loader in the document; without
// it, nothing is shown and nothing is fetched." issue 7: the widget must not cost the
// host's LCP (Δ ≤ 50 ms), so stage two is never fetched on the page's critical path:
// we look for the element once the page has loaded AND the browser has reported its
// first contentful paint (an entry that exists only once that frame was presented; Chrome
// may fire the load event, and run frame callbacks, well before). We check once a frame:
// a hidden tab paints nothing, so it waits until it is shown; a page that never paints
// content (or a browser without paint timing) goes on after MAX_FRAMES frames. The
// document is parsed by then; a missing element means no widget on this page.
// docs/decisions.md "Stage two waits for the host page's load and first paint".
//
// issue 13: no `load` listener, which a `destroy` before the page's load left behind. The load is
// read from `readyState` on each frame instead; a destroyed evaluation's check ends by itself at
// the page's load, and stage one then ignores its answer (its generation is gone).
const MAX_FRAMES = 30;

export function elementAfterLoad(win: Window, id: string): Promise<HTMLElement | null> {
  const doc = win.document;
  let frames = 0;
  return new Promise((resolve) => {
    const check = () =>
      doc.readyState === 'complete' &&
      (win.performance.getEntriesByName('first-contentful-paint')[0] || frames++ > MAX_FRAMES)
        ? resolve(doc.getElementById(id))
        : win.requestAnimationFrame(check);
    check();
  });
}

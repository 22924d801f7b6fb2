// contract §1: "#quick-actions may come after the loader in the document; without
// it, nothing is shown and nothing is fetched." issue 7: the widget must not cost the
// host's LCP (Δ ≤ 50 ms), so stage two is never fetched on the page's critical path:
// we look for the element once the page has loaded AND the browser has reported its
// first contentful paint (an entry that exists only once that frame was presented; Chrome
// may fire the load event, and run frame callbacks, well before). A page that never paints
// content (or a browser without paint timing) goes on after MAX_CHECKS checks while shown; a
// hidden tab paints nothing and counts nothing, so it waits until it is shown. The document is
// parsed by then; a missing element means no widget on this page.
// docs/decisions.md "Stage two waits for the host page's load and first paint".
//
// issue 15: we check from a timer, the first check included, not from a frame callback or the
// loader's own evaluation. Lighthouse gives a whole frame's task (the page's layout and paint
// included) to any script with a callback in it, so a check once a frame made page-load frames
// "loader.js" long tasks (53–60 ms simulated). A timer's task holds only the check, and the
// first of stage one's reads (the host's user, storage) in the microtasks after it.
//
// issue 13: no `load` listener, which a `destroy` before the page's load left behind. The load is
// read from `readyState` on each check instead; a destroyed evaluation's check ends by itself at
// the page's load, and stage one then ignores its answer (its generation is gone).
const CHECK_EVERY_MS = 16;
const MAX_CHECKS = 30;

export function elementAfterLoad(win: Window, id: string): Promise<HTMLElement | null> {
  const doc = win.document;
  let checks = 0;
  return new Promise((resolve) => {
    const check = () =>
      doc.readyState === 'complete' &&
      (win.performance.getEntriesByName('first-contentful-paint')[0] ||
        (!doc.hidden && ++checks > MAX_CHECKS))
        ? resolve(doc.getElementById(id))
        : setTimeout(check, CHECK_EVERY_MS);
    setTimeout(check);
  });
}

// `#quick-actions` may come after the loader in the document; without it, nothing is shown and
// nothing is fetched. The widget must not cost the host's LCP, so stage two is never fetched on
// the page's critical path: we look for the element once the page has loaded AND the browser has
// reported its first contentful paint (an entry that exists only once that frame was presented;
// Chrome may fire the load event, and run frame callbacks, well before). A page that never paints
// content (or a browser without paint timing) goes on after MAX_CHECKS checks while shown; a
// hidden tab paints nothing and counts nothing, so it waits until it is shown. A missing element
// then means no widget on this page.
//
// Checks run from a timer, the first one included, never from a frame callback: a trace (and so
// Lighthouse's long-tasks audit) gives a whole frame's task (the page's layout and paint included)
// to any script with a callback in it. A timer's task holds only the check, and stage one's first
// reads in the microtasks after it.
//
// No `load` listener, which a `destroy` before the page's load would leave behind: each check
// reads `readyState`. Checks stop once their evaluation is no longer `current` (destroy, or a newer
// evaluation), and end after MAX_CHECKS while shown whatever the page does: a page that never
// completes its load, or never paints content, still gets its widget, and no timer runs forever.
const CHECK_EVERY_MS = 16;
const MAX_CHECKS = 300;

export function elementAfterLoad(
  win: Window,
  id: string,
  current: () => boolean,
): Promise<HTMLElement | null> {
  const doc = win.document;
  let checks = 0;
  return new Promise((resolve) => {
    const check = () =>
      current() &&
      ((doc.readyState === 'complete' &&
        win.performance.getEntriesByName('first-contentful-paint')[0]) ||
      (!doc.hidden && ++checks > MAX_CHECKS)
        ? resolve(doc.getElementById(id))
        : setTimeout(check, CHECK_EVERY_MS));
    setTimeout(check);
  });
}

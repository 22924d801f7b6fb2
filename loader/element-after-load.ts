// `#quick-actions` is looked for once the page has loaded and reported its first contentful paint
// (an entry that exists only once that frame was presented), so stage two never costs the host's
// LCP (ADR-0011). Checks run from a timer, never a frame callback: a trace gives a frame's whole
// task to any script with a callback in it. No `load` listener, which a `destroy` before the load
// would leave behind: each check reads `readyState`. A hidden tab counts no checks; after
// MAX_CHECKS while shown the page goes on anyway (it may never paint content or finish loading),
// and a missing element then means no widget here. Checks stop once the evaluation is not current.
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

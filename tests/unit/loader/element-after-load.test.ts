import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { elementAfterLoad } from '../../../loader/element-after-load';

// A window whose load state, visibility and paint timing the test drives by hand; the checks run
// on the (fake) timers. It has no addEventListener at all: elementAfterLoad must not need one
// (a destroy would leave it behind), and its requestAnimationFrame throws: no check may run from a
// frame.
function fakeWindow(readyState: DocumentReadyState) {
  const element = { id: 'quick-actions' } as unknown as HTMLElement;
  let present = false;
  let contentfulPaint = false;
  const document = {
    readyState,
    hidden: false,
    getElementById: (id: string) => (present && id === 'quick-actions' ? element : null),
  };
  const win = {
    document,
    performance: {
      getEntriesByName: (name: string) =>
        contentfulPaint && name === 'first-contentful-paint' ? [{ name }] : [],
    },
    requestAnimationFrame: () => {
      throw new Error('a check ran from a frame callback');
    },
  } as unknown as Window;
  return {
    win,
    element,
    addElement: () => (present = true),
    reportContentfulPaint: () => (contentfulPaint = true),
    load: () => (document.readyState = 'complete'),
    hide: (hidden: boolean) => (document.hidden = hidden),
  };
}

/** Lets the next `count` checks run (the first is a task away, the next 16 ms apart). */
const runChecks = (count: number) => {
  for (let check = 0; check < count; check++) vi.advanceTimersToNextTimer();
};

/** The loader looks on a page that had loaded, #quick-actions in it, before it ran. */
function lookOnLoadedPage() {
  const page = fakeWindow('complete');
  page.addElement();
  return { page, found: elementAfterLoad(page.win, 'quick-actions', () => true) };
}

const pending = Symbol('pending');
/** The promise's answer if it has one by the end of the current microtasks. */
const peek = async <T>(promise: Promise<T>) => {
  for (let microtask = 0; microtask < 5; microtask++) await Promise.resolve();
  return Promise.race([promise, Promise.resolve(pending)]);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('elementAfterLoad: stage two is never on the critical path', () => {
  it('looks only once the page has loaded and reported its first contentful paint', async () => {
    const page = fakeWindow('interactive');
    const found = elementAfterLoad(page.win, 'quick-actions', () => true);
    // Still loading: it looks again at the next check.
    runChecks(40);
    expect(await peek(found)).toBe(pending);
    page.load();
    // Loaded, but the first paint is not reported yet: look again at the next check.
    runChecks(2);
    expect(await peek(found)).toBe(pending);
    // The element came later in the document than the loader: found all the same.
    page.addElement();
    page.reportContentfulPaint();
    runChecks(1);
    expect(await peek(found)).toBe(page.element);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('looks in a timer task of its own, never in the evaluation that asked', async () => {
    const { page, found } = lookOnLoadedPage();
    page.reportContentfulPaint();
    expect(await peek(found)).toBe(pending);
    runChecks(1);
    expect(await peek(found)).toBe(page.element);
  });

  it('waits for the paint even when the page had loaded before the loader ran', async () => {
    const { page, found } = lookOnLoadedPage();
    runChecks(5);
    expect(await peek(found)).toBe(pending);
    page.reportContentfulPaint();
    runChecks(1);
    expect(await peek(found)).toBe(page.element);
  });

  it('goes on after 300 checks while shown on a page that never paints content', async () => {
    const { page, found } = lookOnLoadedPage();
    runChecks(300);
    expect(await peek(found)).toBe(pending);
    runChecks(1);
    expect(await peek(found)).toBe(page.element);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a page that never completes its load: the widget all the same, and no timer left', async () => {
    const page = fakeWindow('interactive');
    page.addElement();
    page.reportContentfulPaint();
    const found = elementAfterLoad(page.win, 'quick-actions', () => true);
    runChecks(300);
    expect(await peek(found)).toBe(pending);
    runChecks(1);
    expect(await peek(found)).toBe(page.element);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops checking once its evaluation is no longer current (destroy, a newer one)', async () => {
    const page = fakeWindow('loading');
    let current = true;
    const found = elementAfterLoad(page.win, 'quick-actions', () => current);
    runChecks(3);
    expect(vi.getTimerCount()).toBe(1);
    current = false;
    runChecks(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(await peek(found)).toBe(pending);
  });

  it('counts no check while the tab is hidden: a hidden tab waits until it is shown', async () => {
    const { page, found } = lookOnLoadedPage();
    page.hide(true);
    runChecks(400);
    expect(await peek(found)).toBe(pending);
    page.hide(false);
    runChecks(300);
    expect(await peek(found)).toBe(pending);
    runChecks(1);
    expect(await peek(found)).toBe(page.element);
  });

  it('answers null when the loaded page has no #quick-actions', async () => {
    const page = fakeWindow('loading');
    page.reportContentfulPaint();
    const found = elementAfterLoad(page.win, 'quick-actions', () => true);
    page.load();
    runChecks(1);
    expect(await peek(found)).toBeNull();
  });
});

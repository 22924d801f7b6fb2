import { describe, expect, it } from 'vitest';
import { elementAfterLoad } from '../../../loader/element-after-load';

// A window whose load state, frames and paint timing the test drives by hand. It has no
// addEventListener at all: elementAfterLoad must not need one (issue 13).
function fakeWindow(readyState: DocumentReadyState) {
  const element = { id: 'quick-actions' } as unknown as HTMLElement;
  let present = false;
  let contentfulPaint = false;
  const frames: (() => void)[] = [];
  const document = {
    readyState,
    getElementById: (id: string) => (present && id === 'quick-actions' ? element : null),
  };
  const win = {
    document,
    performance: {
      getEntriesByName: (name: string) =>
        contentfulPaint && name === 'first-contentful-paint' ? [{ name }] : [],
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
  } as unknown as Window;
  return {
    win,
    element,
    addElement: () => (present = true),
    reportContentfulPaint: () => (contentfulPaint = true),
    load: () => (document.readyState = 'complete'),
    nextFrame: () => frames.splice(0).forEach((callback) => callback()),
    frames,
  };
}

/** The loader looks on a page that had loaded, #quick-actions in it, before it ran. */
function lookOnLoadedPage() {
  const page = fakeWindow('complete');
  page.addElement();
  return { page, found: elementAfterLoad(page.win, 'quick-actions') };
}

const pending = Symbol('pending');
const peek = <T>(promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<typeof pending>((resolve) => setTimeout(resolve, 0, pending)),
  ]);

describe('elementAfterLoad (contract §1, issue 7: stage two is never on the critical path)', () => {
  it('looks only once the page has loaded and reported its first contentful paint', async () => {
    const page = fakeWindow('interactive');
    const found = elementAfterLoad(page.win, 'quick-actions');
    // Still loading: it looks again next frame, and no frame counts towards the 30 yet.
    for (let frame = 0; frame < 40; frame++) page.nextFrame();
    expect(await peek(found)).toBe(pending);
    page.load();
    // Loaded, but the first paint is not reported yet: look again next frame.
    page.nextFrame();
    page.nextFrame();
    expect(await peek(found)).toBe(pending);
    // The element came later in the document than the loader: found all the same.
    page.addElement();
    page.reportContentfulPaint();
    page.nextFrame();
    expect(await found).toBe(page.element);
    expect(page.frames).toHaveLength(0);
  });

  it('waits for the paint even when the page had loaded before the loader ran', async () => {
    const { page, found } = lookOnLoadedPage();
    expect(await peek(found)).toBe(pending);
    page.reportContentfulPaint();
    page.nextFrame();
    expect(await found).toBe(page.element);
  });

  it('goes on after 30 frames on a page that never paints content', async () => {
    const { page, found } = lookOnLoadedPage();
    for (let frame = 0; frame < 30; frame++) page.nextFrame();
    expect(await peek(found)).toBe(pending);
    page.nextFrame();
    expect(await found).toBe(page.element);
    expect(page.frames).toHaveLength(0);
  });

  it('answers null when the loaded page has no #quick-actions', async () => {
    const page = fakeWindow('loading');
    page.reportContentfulPaint();
    const found = elementAfterLoad(page.win, 'quick-actions');
    page.load();
    page.nextFrame();
    expect(await found).toBeNull();
  });
});

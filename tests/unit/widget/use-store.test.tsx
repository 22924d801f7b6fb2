// @vitest-environment jsdom
// widget/use-store.ts: a store change made while the browser dispatches the person's input, or
// inside asInput (a click in a shadow tree, where the browser sets no window.event), renders at
// once; any other goes through the framework's non-urgent update (a React transition; under
// Preact a task of its own, tests/unit/widget/framework-preact.test.ts). An icon that has loaded
// is not urgent either.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from '../../../core/store';
import type * as Framework from '../../../widget/framework';

const deferred: (() => void)[] = [];
let inOrder = false; // React's default; Preact's framework says true
vi.mock('../../../widget/framework', async (importOriginal) => ({
  ...(await importOriginal<typeof Framework>()),
  startNonUrgentUpdate: (update: () => void) => deferred.push(update),
  get RENDERS_IN_ORDER() {
    return inOrder;
  },
}));
const { asInput, rendersBehind, useSnapshot, useWhenCurrent } =
  await import('../../../widget/use-store');
const { Icon } = await import('../../../widget/components/icon');

function Count({ store }: { store: Store<number | string> }) {
  return <p>{useSnapshot(store)}</p>;
}

afterEach(() => {
  cleanup();
  deferred.length = 0;
});

describe('useSnapshot', () => {
  it('renders a change made outside an input event as a non-urgent update', () => {
    const store = createStore(1);
    render(<Count store={store} />);
    act(() => deferred.splice(0).forEach((update) => update()));
    act(() => store.set(2, undefined));
    expect(screen.getByText('1')).toBeTruthy();
    expect(deferred).toHaveLength(1);
    act(() => deferred.splice(0).forEach((update) => update()));
    expect(screen.getByText('2')).toBeTruthy();
  });

  it('renders a change made while the browser dispatches an event that is not input (an image load) as non-urgent', () => {
    const store = createStore(1);
    render(<Count store={store} />);
    act(() => deferred.splice(0).forEach((update) => update()));
    const image = document.body.appendChild(document.createElement('img'));
    image.addEventListener('load', () => store.set(2, undefined));
    act(() => image.dispatchEvent(new Event('load')));
    expect(screen.getByText('1')).toBeTruthy();
    expect(deferred).toHaveLength(1);
    image.remove();
  });

  it('renders a change made during an input event at once', () => {
    const store = createStore(1);
    render(<Count store={store} />);
    act(() => deferred.splice(0).forEach((update) => update()));
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('click', () => store.set(2, undefined));
    act(() => button.click());
    expect(screen.getByText('2')).toBeTruthy();
    expect(deferred).toHaveLength(0);
    button.remove();
  });

  it("a click on a button in a shadow tree is no input to the browser's window.event", () => {
    // Why asInput exists: the browser leaves window.event unset for a listener inside a shadow
    // tree, where the widget's button lives.
    const store = createStore(1);
    render(<Count store={store} />);
    act(() => deferred.splice(0).forEach((update) => update()));
    const host = document.body.appendChild(document.createElement('div'));
    const button = host
      .attachShadow({ mode: 'open' })
      .appendChild(document.createElement('button'));
    button.addEventListener('click', () => store.set(2, undefined));
    act(() => button.click());
    expect(deferred).toHaveLength(1);
    host.remove();
  });

  it('renders what asInput changes at once, before it returns, outside any act()', () => {
    const store = createStore(1);
    render(<Count store={store} />);
    act(() => deferred.splice(0).forEach((update) => update()));
    const host = document.body.appendChild(document.createElement('div'));
    const button = host
      .attachShadow({ mode: 'open' })
      .appendChild(document.createElement('button'));
    button.addEventListener('click', () => asInput(() => store.set(2, undefined)));
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      button.click();
      expect(screen.getByText('2')).toBeTruthy();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
    expect(deferred).toHaveLength(0);
    host.remove();
  });
});

// React renders each transition lane on its own and claims lanes round-robin, so two non-urgent
// updates may commit in either order: the deferred updates run here in each order.
describe('useWhenCurrent', () => {
  type Updates = (() => void)[];
  const runEach = (order: (updates: Updates) => Updates, check: () => void) => {
    while (deferred.length > 0) {
      const [next] = order([...deferred]);
      deferred.splice(deferred.indexOf(next!), 1);
      act(() => next!());
      check();
    }
  };
  // Drawn before it shows, its text read by a part of its own, as the popup's parts are.
  const Popup = ({ text, open }: { text: Store<string>; open: Store<boolean> }) => {
    const shown = useWhenCurrent(useSnapshot(open));
    return (
      <div data-testid="popup" hidden={!shown}>
        <Count store={text} />
      </div>
    );
  };

  it.each([
    [false, 'hidden'],
    [true, 'shown'],
  ])('renders in order %s: a popup whose text reader is behind is %s', (renderInOrder, seen) => {
    inOrder = renderInOrder;
    try {
      const text = createStore('upsell.title');
      const open = createStore(false);
      render(<Popup text={text} open={open} />);
      act(() => {
        text.set('Keep your estate plan in one place', undefined);
        open.set(true, undefined);
      });
      act(() => deferred.pop()!()); // the open's update only: the text's is still to commit
      expect(rendersBehind.getSnapshot()).toBe(!renderInOrder);
      expect(screen.getByTestId('popup').hidden ? 'hidden' : 'shown').toBe(seen);
    } finally {
      // The flag is the build's, constant for a reader's life: unmounted before it changes.
      while (deferred.length > 0) act(() => deferred.shift()!());
      cleanup();
      inOrder = false;
    }
  });

  it.each([
    ['in the order asked for', (updates: Updates) => updates],
    ['the later one first', (updates: Updates) => [...updates].reverse()],
  ])(
    'a popup shown with a store read elsewhere shows only its new text, committed %s',
    (_, order) => {
      const text = createStore('upsell.title');
      const open = createStore(false);
      render(<Popup text={text} open={open} />);
      runEach(order, () => undefined);
      act(() => {
        text.set('Keep your estate plan in one place', undefined);
        open.set(true, undefined);
      });
      const popup = screen.getByTestId('popup');
      const seen = () => (popup.hidden ? 'hidden' : popup.textContent);
      runEach(order, () => expect(seen()).toMatch(/^(hidden|Keep your estate plan in one place)$/));
      expect(seen()).toBe('Keep your estate plan in one place');
      expect(rendersBehind.getSnapshot()).toBe(false);
    },
  );

  it('a popup on screen stays there while a part is behind its store', () => {
    const text = createStore('Keep your estate plan in one place');
    const open = createStore(true);
    render(<Popup text={text} open={open} />);
    runEach(
      (updates) => updates,
      () => undefined,
    );
    const popup = screen.getByTestId('popup');
    expect(popup.hidden).toBe(false);
    act(() => text.set('Help your family find what they need', undefined));
    runEach(
      (updates) => updates,
      () => expect(popup.hidden).toBe(false),
    );
    expect(popup.textContent).toBe('Help your family find what they need');
  });

  it('is not held by a change undone before it rendered (by input too), nor by a reader that went away', () => {
    const store = createStore(1);
    const { unmount } = render(<Count store={store} />);
    runEach(
      (updates) => updates,
      () => undefined,
    );
    act(() => store.set(2, undefined));
    expect(rendersBehind.getSnapshot()).toBe(true);
    act(() => store.set(1, undefined));
    expect(rendersBehind.getSnapshot()).toBe(false);
    act(() => store.set(3, undefined));
    act(() => asInput(() => store.set(1, undefined))); // the person's input undid it
    expect(rendersBehind.getSnapshot()).toBe(false);
    act(() => store.set(4, undefined));
    expect(rendersBehind.getSnapshot()).toBe(true);
    unmount();
    expect(rendersBehind.getSnapshot()).toBe(false);
  });
});

describe('Icon', () => {
  it('replaces its placeholder with the loaded image as a non-urgent update', () => {
    const { container } = render(<Icon src="/icons/sign.svg" />);
    const image = container.querySelector('img')!;
    act(() => image.dispatchEvent(new Event('load')));
    expect(image.hidden).toBe(true);
    expect(container.querySelector('.qa-icon[data-ready]')).toBeNull();
    expect(deferred).toHaveLength(1);
    act(() => deferred.splice(0).forEach((update) => update()));
    expect(image.hidden).toBe(false);
    expect(container.querySelector('.qa-icon[data-ready] svg.qa-placeholder')).not.toBeNull();
  });
});

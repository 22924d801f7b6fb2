// @vitest-environment jsdom
// widget/use-store.ts: a store change made while the browser dispatches the person's input, or
// inside asInput (a click in a shadow tree, where the browser sets no window.event), renders at
// once; any other goes through the framework's non-urgent update (a React transition; under
// Preact a task of its own, tests/unit/widget/framework-preact.test.ts). An icon that has loaded
// is not urgent either.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../../core/store';
import type * as Framework from '../../../widget/framework';

const deferred: (() => void)[] = [];
vi.mock('../../../widget/framework', async (importOriginal) => ({
  ...(await importOriginal<typeof Framework>()),
  startNonUrgentUpdate: (update: () => void) => deferred.push(update),
}));
const { asInput, useSnapshot } = await import('../../../widget/use-store');
const { Icon } = await import('../../../widget/components/icon');

function Count({ store }: { store: ReturnType<typeof createStore<number>> }) {
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

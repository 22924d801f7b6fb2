// @vitest-environment jsdom
// `<QuickActions />` (package/react.ts) in jsdom with React: init on mount with stable provider
// wrappers, `update` only for changed options, `destroy` on unmount, and React's StrictMode
// (mount, unmount, mount) ending with one live widget.
import { act, createElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickActions, type QuickActionsProps } from '../../../package/react';

type Calls = unknown[][];
const page = window as unknown as { QuickActions?: ((...args: unknown[]) => void) & { q?: Calls } };
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;
function render(props: QuickActionsProps, strict = false) {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  const element = createElement(QuickActions, props);
  act(() => root!.render(strict ? createElement(StrictMode, null, element) : element));
}
const calls = (): Calls => page.QuickActions?.q ?? [];
const commands = () => calls().map(([command]) => command);

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host?.remove();
  host = undefined;
  delete page.QuickActions;
  document.querySelectorAll('script[data-quick-actions-loader]').forEach((s) => s.remove());
});

describe('<QuickActions />', () => {
  it('renders #quick-actions and inits the widget with its options', () => {
    render({ getUser: () => null, theme: 'slate-v4', offset: { x: 8 } });
    expect(host?.innerHTML).toBe('<div id="quick-actions"></div>');
    expect(commands()).toEqual(['init']);
    const [, options] = calls()[0] as [string, Record<string, unknown>];
    expect(options).toMatchObject({ theme: 'slate-v4', offset: { x: 8 } });
  });

  it('calls the latest render’s providers, and gives none the host left out', () => {
    const first = vi.fn(() => null);
    const second = vi.fn(() => ({ secureId: 'S-1', isSignedIn: true }));
    render({ getUser: first });
    render({ getUser: second });
    const [, options] = calls()[0] as [string, Record<string, (() => unknown) | undefined>];
    expect(options.getUser?.()).toEqual({ secureId: 'S-1', isSignedIn: true });
    expect(first).not.toHaveBeenCalled();
    expect('getConfig' in options).toBe(false);
    // A new provider function on a render is no change of options.
    expect(commands()).toEqual(['init']);
  });

  it('sends changed options through update, once per change', () => {
    const getUser = () => null;
    render({ getUser, pageName: 'Home' });
    render({ getUser, pageName: 'Home' });
    render({ getUser, pageName: 'All Contracts', persist: false });
    expect(calls().slice(1)).toEqual([['update', { pageName: 'All Contracts', persist: false }]]);
  });

  it('destroys the widget when it unmounts', () => {
    render({ getUser: () => null });
    act(() => root?.unmount());
    root = undefined;
    expect(commands()).toEqual(['init', 'destroy']);
  });

  it('under StrictMode ends with the widget inited after its test unmount', () => {
    render({ getUser: () => null }, true);
    expect(commands()).toEqual(['init', 'destroy', 'init']);
  });
});

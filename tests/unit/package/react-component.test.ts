// @vitest-environment jsdom
// `<QuickActions />` (package/react.ts) in jsdom with React: init on mount with stable provider
// wrappers, `update` only for changed options, `destroy` on unmount, and React's StrictMode
// (mount, unmount, mount) ending with one live widget.
import { act, createElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickActions, useQuickActions, type QuickActionsProps } from '../../../package/react';
import { removeTrustedTypes, trustedTypes } from './trusted-types-stand-in';

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
// The commands but the component's own `on` subscriptions (tested on their own below).
const commands = () =>
  calls()
    .map(([command]) => command)
    .filter((command) => command !== 'on');

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
    expect(calls().filter(([command]) => command === 'update')).toEqual([
      ['update', { pageName: 'All Contracts', persist: false }],
    ]);
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

describe('<QuickActions /> never throws into the host', () => {
  afterEach(removeTrustedTypes);

  it('under Trusted Types that refuse our policy, in StrictMode: the host’s tree stays, one logError', async () => {
    vi.resetModules();
    const { QuickActions: Component } = await import('../../../package/react');
    trustedTypes({ refuse: true });
    const logError = vi.fn();
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    act(() =>
      root!.render(
        createElement(
          StrictMode,
          null,
          createElement('h1', null, 'Host app'),
          createElement(Component, { getUser: () => null, logError }),
        ),
      ),
    );
    expect(host.innerHTML).toBe('<h1>Host app</h1><div id="quick-actions"></div>');
    expect(logError).toHaveBeenCalledTimes(1);
    expect(document.querySelector('script[data-quick-actions-loader]')).toBeNull();
  });

  it('under Trusted Types that allow it: the loader’s script, through the policy', () => {
    const { created } = trustedTypes();
    render({ getUser: () => null }, true);
    expect(created).toEqual(['quick-actions']);
    expect(document.querySelectorAll('script[data-quick-actions-loader]')).toHaveLength(1);
  });
});

/** The handler the component subscribed for `event`, as the loader would call it. */
const subscribed = (event: string) =>
  calls().find(([command, name]) => command === 'on' && name === event)?.[2] as
    ((detail?: unknown) => void) | undefined;

describe('<QuickActions /> events', () => {
  it('each event prop hears its event; the latest render’s handler, with no new subscription', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const onReady = vi.fn();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const onHidden = vi.fn();
    const getUser = () => null;
    render({ getUser, onAction: first, onReady, onOpen, onClose, onHidden });
    render({ getUser, onAction: latest, onReady, onOpen, onClose, onHidden });
    expect(
      calls()
        .filter(([command]) => command === 'on')
        .map(([, name]) => name),
    ).toEqual(['ready', 'open', 'close', 'action', 'hidden']);
    const detail = { id: 'document', url: '/mydocuments/document/1/preview.aspx' };
    subscribed('action')?.(detail);
    subscribed('ready')?.();
    subscribed('open')?.();
    subscribed('close')?.();
    subscribed('hidden')?.();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(detail);
    for (const handler of [onReady, onOpen, onClose, onHidden]) {
      expect(handler).toHaveBeenCalledTimes(1);
    }
    // An event prop is no option: no `update` for it.
    expect(commands()).toEqual(['init']);
  });

  it('a handler given only by a later render is heard; none given is nothing', () => {
    const getUser = () => null;
    render({ getUser });
    expect(() => subscribed('action')?.({ id: 'create', url: '/contracts/groups/' })).not.toThrow();
    const onAction = vi.fn();
    render({ getUser, onAction });
    subscribed('action')?.({ id: 'create', url: '/contracts/groups/' });
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});

describe('useQuickActions()', () => {
  function Controls({ seen }: { seen: (controls: ReturnType<typeof useQuickActions>) => void }) {
    seen(useQuickActions());
    return null;
  }

  it('open, close, toggle, hide and show go through the page’s queue, and stay the same object', () => {
    const seen: ReturnType<typeof useQuickActions>[] = [];
    render({ getUser: () => null });
    const element = (n: number) =>
      createElement(Controls, { key: 'controls', seen: (controls) => (seen[n] = controls) });
    act(() => root!.render(element(0)));
    act(() => root!.render(element(1)));
    expect(seen[0]).toBe(seen[1]);
    const controls = seen[0]!;
    controls.open();
    controls.close();
    controls.toggle();
    controls.hide();
    controls.show();
    expect(calls().slice(-5)).toEqual([['open'], ['close'], ['toggle'], ['hide'], ['show']]);
  });

  it('before any widget, a command is queued for the loader, as the snippet’s stub does', () => {
    delete page.QuickActions;
    const { open } = useQuickActions();
    open();
    expect(calls()).toEqual([['open']]);
  });
});

describe('loadQuickActions’s `on`', () => {
  it('returns a function that queues the matching `off`, before the loader arrives too', async () => {
    const { loadQuickActions } = await import('../../../package/index');
    const handler = () => {};
    const call = loadQuickActions({ getUser: () => null });
    const unsubscribe = call('on', 'action', handler);
    unsubscribe();
    expect(calls().slice(-2)).toEqual([
      ['on', 'action', handler],
      ['off', 'action', handler],
    ]);
  });
});

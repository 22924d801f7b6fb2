// @vitest-environment jsdom
// The package's `loadQuickActions` (package/index.ts) in jsdom: the snippet's queue, the loader's
// script added once, after the page's load, and a returned function that follows the page's
// current QuickActions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadQuickActions } from '../../../package/index';

type Stub = ((...args: unknown[]) => void) & { q?: unknown[][]; version?: string };
const page = window as unknown as { QuickActions?: Stub };
const loaders = () => [...document.querySelectorAll('script[data-quick-actions-loader]')];
const getUser = () => null;

afterEach(() => {
  delete page.QuickActions;
  for (const script of loaders()) script.remove();
  vi.restoreAllMocks();
});

describe('loadQuickActions', () => {
  it('queues init as the snippet does, and adds loader.js once, async, with the nonce', () => {
    loadQuickActions({ getUser }, { src: '/qa/loader.js', nonce: 'n0nce' });
    loadQuickActions({ getUser, pageName: 'Second' }, { src: '/qa/loader.js' });
    expect(page.QuickActions?.q).toEqual([
      ['init', { getUser }],
      ['init', { getUser, pageName: 'Second' }],
    ]);
    const [script, ...more] = loaders() as HTMLScriptElement[];
    expect(more).toEqual([]);
    expect(script?.src).toBe(new URL('/qa/loader.js', location.href).href);
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce');
  });

  it('uses /quick-actions/loader.js by default', () => {
    loadQuickActions({ getUser });
    expect((loaders()[0] as HTMLScriptElement).src).toBe(
      new URL('/quick-actions/loader.js', location.href).href,
    );
  });

  it('keeps a queue the page already has, and the snippet calls made before', () => {
    const q: unknown[][] = [['on', 'ready', getUser]];
    page.QuickActions = Object.assign((...args: unknown[]) => void q.push(args), { q });
    loadQuickActions({ getUser });
    expect(q).toEqual([
      ['on', 'ready', getUser],
      ['init', { getUser }],
    ]);
  });

  it('waits for the page to load before it adds the script', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    loadQuickActions({ getUser });
    expect(loaders()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(loaders()).toHaveLength(1);
  });

  it('returns a function that calls the page’s current QuickActions, with its version', () => {
    const call = loadQuickActions({ getUser });
    const real = vi.fn() as unknown as Stub;
    real.version = '9.9.9';
    page.QuickActions = real;
    call('open');
    expect(real).toHaveBeenCalledWith('open');
    expect(call.version).toBe('9.9.9');
  });
});

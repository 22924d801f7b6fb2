// @vitest-environment jsdom
// The package's `loadQuickActions` (package/index.ts) in jsdom: the snippet's queue, the loader's
// script added once, after the page's load, and a returned function that follows the page's
// current QuickActions.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadQuickActions } from '../../../package/index';
import { removeTrustedTypes, SHARED, trustedTypes } from './trusted-types-stand-in';

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

describe('loadQuickActions under Trusted Types', () => {
  afterEach(removeTrustedTypes);

  it('sets the script URL through one quick-actions policy, which passes only our folder', () => {
    const { created, rules } = trustedTypes();
    const logError = vi.fn();
    loadQuickActions({ getUser, logError }, { src: '/qa/loader.js' });
    expect(created).toEqual(['quick-actions']);
    expect((loaders()[0] as HTMLScriptElement).src).toBe(
      new URL('/qa/loader.js', location.href).href,
    );
    expect(logError).not.toHaveBeenCalled();
    const [rule] = rules;
    expect(rule?.createScriptURL(new URL('/qa/sw.js', location.href).href)).toMatch(
      /\/qa\/sw\.js$/,
    );
    expect(() => rule?.createScriptURL('/elsewhere/x.js')).toThrow(TypeError);
    expect(() => rule?.createScriptURL('https://evil.example/qa/loader.js')).toThrow(TypeError);
  });

  it('leaves the policy for the facade, and makes no second one itself', () => {
    const { created } = trustedTypes();
    loadQuickActions({ getUser }, { src: '/qa/loader.js' });
    for (const script of loaders()) script.remove();
    loadQuickActions({ getUser }, { src: '/qa/loader.js' });
    expect(created).toEqual(['quick-actions']);
    expect(loaders()).toHaveLength(1);
    const shared = (window as { [SHARED]?: { createScriptURL(url: string): unknown } })[SHARED];
    expect(String(shared?.createScriptURL('/qa/sw.js'))).toBe('/qa/sw.js');
  });

  it('a refused policy: nothing thrown, no script, one clear logError however often it mounts', async () => {
    vi.resetModules();
    const { loadQuickActions: load } = await import('../../../package/index');
    trustedTypes({ refuse: true });
    const logError = vi.fn();
    expect(() => {
      load({ getUser, logError }, { src: '/qa/loader.js' });
      load({ getUser, logError }, { src: '/qa/loader.js' });
    }).not.toThrow();
    expect(loaders()).toEqual([]);
    expect(logError).toHaveBeenCalledTimes(1);
    const [error] = logError.mock.calls[0] as [Error & { cause?: Error }];
    expect(error.message).toMatch(
      /Trusted Types refused \/qa\/loader\.js.*trusted-types quick-actions/,
    );
    expect(error.cause?.message).toMatch(/Policy "quick-actions" disallowed/);
  });

  it('a policy the CSP does not allow, where none is required: the plain URL', () => {
    trustedTypes({ refuse: true, enforced: false });
    const logError = vi.fn();
    loadQuickActions({ getUser, logError }, { src: '/qa/loader.js' });
    expect(loaders()).toHaveLength(1);
    expect(logError).not.toHaveBeenCalled();
  });

  it('ignores a stand-in under the shared key that gives back no TrustedScriptURL', () => {
    const { created } = trustedTypes();
    Object.defineProperty(window, SHARED, {
      value: { createScriptURL: () => 'https://evil.example/x.js' },
      configurable: true,
    });
    loadQuickActions({ getUser }, { src: '/qa/loader.js' });
    expect(created).toEqual(['quick-actions']);
    expect((loaders()[0] as HTMLScriptElement).src).toMatch(/\/qa\/loader\.js$/);
  });

  it('a logError that throws is not thrown into the host either', () => {
    trustedTypes({ refuse: true });
    const logError = vi.fn(() => {
      throw new Error('host logger down');
    });
    expect(() =>
      loadQuickActions({ getUser, logError }, { src: '/other/loader.js' }),
    ).not.toThrow();
  });
});

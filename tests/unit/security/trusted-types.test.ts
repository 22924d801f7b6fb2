// @vitest-environment jsdom
// Strict CSP (ADR-0050): under `require-trusted-types-for 'script'` the worker registration takes
// a TrustedScriptURL (loader/facade/trusted-script-url.ts). The browser proof is
// tests/browser/csp-credentials.test.ts; these pin the policy's rules with a stand-in factory.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from '../../../loader/facade/register-service-worker';
import {
  SHARED_POLICY,
  TRUSTED_TYPES_POLICY_NAME,
  trustedScriptUrl,
} from '../../../loader/facade/trusted-script-url';

const SW = 'https://host.example/quick-actions/sw.js';

/** A Trusted Types factory like the browser's: createScriptURL wraps what the rule returns. */
function fakeTrustedTypes(refuse = false) {
  const created: string[] = [];
  const factory = {
    createPolicy: vi.fn((name: string, rules: { createScriptURL(input: string): string }) => {
      if (refuse) throw new TypeError(`Policy ${name} disallowed`);
      created.push(name);
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    }),
  };
  return { factory, created };
}

const windowWith = (trustedTypes: unknown, register = vi.fn(() => Promise.resolve({}))) =>
  ({
    trustedTypes,
    navigator: { serviceWorker: { register, getRegistration: () => Promise.resolve(undefined) } },
    document: { readyState: 'complete' },
    addEventListener: () => {},
    removeEventListener: () => {},
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  }) as unknown as Window;

afterEach(() => vi.useRealTimers());

describe('trustedScriptUrl', () => {
  it('is the plain string where the browser has no Trusted Types', () => {
    expect(trustedScriptUrl(windowWith(undefined), SW)).toBe(SW);
  });

  it('is a TrustedScriptURL from one policy named quick-actions, made once per page', () => {
    const { factory, created } = fakeTrustedTypes();
    const win = windowWith(factory);
    expect(trustedScriptUrl(win, SW)).toEqual({ trusted: SW });
    expect(trustedScriptUrl(win, SW)).toEqual({ trusted: SW });
    expect(created).toEqual([TRUSTED_TYPES_POLICY_NAME]);
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('quick-actions');
  });

  it('passes only the URLs it was asked to trust', () => {
    const captured: { createScriptURL(input: string): string }[] = [];
    const factory = {
      createPolicy: (_name: string, rules: { createScriptURL(input: string): string }) => {
        captured.push(rules);
        return { createScriptURL: rules.createScriptURL };
      },
    };
    trustedScriptUrl(windowWith(factory), SW);
    const [rules] = captured;
    expect(rules?.createScriptURL(SW)).toBe(SW);
    expect(() => rules?.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
  });

  it('throws when the host’s CSP refuses the policy', () => {
    expect(() => trustedScriptUrl(windowWith(fakeTrustedTypes(true).factory), SW)).toThrow(
      TypeError,
    );
  });
});

describe('the policy the package left (ADR-0091)', () => {
  // The package's loadQuickActions made the page's one quick-actions policy for loader.js; the
  // CSP would refuse a second one of the name.
  class Trusted {
    constructor(readonly url: string) {}
    toString() {
      return this.url;
    }
  }
  const factoryWith = () => {
    const { factory, created } = fakeTrustedTypes();
    return { factory: { ...factory, isScriptURL: (v: unknown) => v instanceof Trusted }, created };
  };

  it('is used for our URL, and no policy is created', () => {
    const { factory, created } = factoryWith();
    const win = windowWith(factory);
    Object.assign(win, { [SHARED_POLICY]: { createScriptURL: (url: string) => new Trusted(url) } });
    expect(trustedScriptUrl(win, SW)).toEqual(new Trusted(SW));
    expect(created).toEqual([]);
    expect(SHARED_POLICY).toBe(Symbol.for('quick-actions.trusted-types-policy'));
  });

  it('is not used when it gives back another URL, a string, or throws', () => {
    for (const createScriptURL of [
      () => new Trusted('https://evil.example/sw.js'),
      (url: string) => url,
      () => {
        throw new TypeError('Not a Quick Actions script');
      },
    ]) {
      const { factory, created } = factoryWith();
      const win = windowWith(factory);
      Object.assign(win, { [SHARED_POLICY]: { createScriptURL } });
      expect(trustedScriptUrl(win, SW)).toEqual({ trusted: SW });
      expect(created).toEqual([TRUSTED_TYPES_POLICY_NAME]);
    }
  });
});

describe('the worker registration uses it', () => {
  it('registers with the TrustedScriptURL', async () => {
    vi.useFakeTimers();
    const register = vi.fn(() => Promise.resolve({}));
    registerServiceWorkerWhenIdle(windowWith(fakeTrustedTypes().factory, register), SW);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledWith({ trusted: SW }, { scope: '/' });
  });

  it('a refused policy means no worker, and nothing thrown (the widget works without one)', async () => {
    vi.useFakeTimers();
    const register = vi.fn(() => Promise.resolve({}));
    expect(() =>
      registerServiceWorkerWhenIdle(windowWith(fakeTrustedTypes(true).factory, register), SW),
    ).not.toThrow();
    await vi.advanceTimersByTimeAsync(1);
    expect(register).not.toHaveBeenCalled();
  });
});

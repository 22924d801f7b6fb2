// @vitest-environment jsdom
// demo/inline/demo-host.js `?userFails=throw|reject`: the host whose getUser fails with nobody
// signed in, which the privacy browser tests sign out with. Signed in, or without the switch,
// getUser answers as before.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDemoState } from '../../../demo/lib/demo-state.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(join(here, '../../../demo/inline/demo-host.js'), 'utf8');

interface DemoHost {
  user(): unknown;
  signOut(): void;
}

function demoHost(user: 'A' | null, userFails: string | null): DemoHost {
  Object.assign(window, {
    demoHostState: {
      user,
      users: { A: { secureId: 'S-1', loginId: 'jane@example.com' } },
      esignRegions: 'QC,NU',
      asyncProviders: false,
      debug: false,
      userFails,
    },
  });
  new Function(source)();
  return (window as unknown as { demoHost: DemoHost }).demoHost;
}

describe('the demo host page ?userFails', () => {
  it('is read from the query, and only its two values', () => {
    const state = (query: string) => parseDemoState(new URLSearchParams(query), new Map());
    expect(state('userFails=throw').userFails).toBe('throw');
    expect(state('userFails=reject').userFails).toBe('reject');
    expect(state('userFails=maybe').userFails).toBeNull();
    expect(state('').userFails).toBeNull();
  });

  it('throw: getUser throws a TypeError with nobody signed in', () => {
    expect(() => demoHost(null, 'throw').user()).toThrow(TypeError);
  });

  it('reject: getUser returns a Promise rejected with a TypeError', async () => {
    await expect(demoHost(null, 'reject').user()).rejects.toThrow(TypeError);
  });

  it('a signed-in user is answered as ever; after signOut the getUser fails', () => {
    const host = demoHost('A', 'throw');
    expect(host.user()).toEqual({ secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true });
    host.signOut();
    expect(() => host.user()).toThrow(TypeError);
  });

  it('without it, nobody signed in is null', () => {
    expect(demoHost(null, null).user()).toBeNull();
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  callProvider,
  type HostProviders,
  parseSignedInUser,
} from '../../../core/host/host-providers';
import { parseHostConfig, readHostConfig } from '../../../core/host/widget-handoff';
import { createEventBus } from '../../../core/host/host-events';

describe('host providers (getUser, getConfig and the others)', () => {
  it('accepts values and promises from getUser', async () => {
    const user = { secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true };
    await expect(callProvider({ getUser: () => user }, 'getUser')).resolves.toBe(user);
    await expect(callProvider({ getUser: () => Promise.resolve(user) }, 'getUser')).resolves.toBe(
      user,
    );
  });

  it('raises "requested but never provided" for a missing provider (spec §8)', async () => {
    await expect(callProvider({}, 'getConfig')).rejects.toThrow(
      'Dependency "getConfig" was requested but never provided',
    );
    await expect(
      callProvider({ getUser: 'nope' } as unknown as HostProviders, 'getUser'),
    ).rejects.toMatchObject({
      name: 'DependencyError',
      message: 'Dependency "getUser" was requested but never provided',
    });
  });

  it('calls a provider written as a method on its options object', async () => {
    const options = {
      user: { secureId: 'S-2', isSignedIn: true },
      getUser() {
        return this.user;
      },
    };
    await expect(callProvider(options, 'getUser')).resolves.toBe(options.user);
  });
});

describe('parseSignedInUser (spec §3 User, §6 anonymous users never see the widget)', () => {
  it('keeps a well-formed signed-in user, without the loginId nothing reads', () => {
    expect(parseSignedInUser({ secureId: 'S-1', loginId: 'j', isSignedIn: true })).toEqual({
      secureId: 'S-1',
      isSignedIn: true,
    });
    expect(parseSignedInUser({ secureId: 'S-1', isSignedIn: true })).toEqual({
      secureId: 'S-1',
      isSignedIn: true,
    });
  });

  it.each([
    null,
    undefined,
    'S-1',
    42,
    {},
    { secureId: 'S-1', isSignedIn: false },
    { secureId: 'S-1', isSignedIn: 'true' },
    { isSignedIn: true },
    { isSignedIn: true, secureId: '  ' },
    { isSignedIn: true, secureId: 7 },
  ])('is no signed-in user: %j', (value) => {
    expect(parseSignedInUser(value)).toBeUndefined();
  });
});

describe('parseHostConfig (spec §5 unsupportedEsignRegions)', () => {
  it('splits the comma-separated region codes', () => {
    expect(parseHostConfig({ unsupportedEsignRegions: 'QC, nu,,' })).toEqual({
      unsupportedEsignRegions: ['QC', 'NU'],
    });
  });

  it('gives an empty list for anything else', () => {
    expect(parseHostConfig(undefined).unsupportedEsignRegions).toEqual([]);
    expect(parseHostConfig({ unsupportedEsignRegions: 7 }).unsupportedEsignRegions).toEqual([]);
  });
});

describe('event bus (spec §9: console logging only under the window flag)', () => {
  it('logs only when window.quickActionsDebug is true', () => {
    const log = vi.fn();
    const bus = createEventBus<{ opened: number }>({ log });
    bus.emit('opened', 1);
    expect(log).not.toHaveBeenCalled();
    window.quickActionsDebug = true;
    try {
      bus.emit('opened', 2);
    } finally {
      delete window.quickActionsDebug;
    }
    expect(log).toHaveBeenCalledWith('[QuickActions]', 'opened', 2);
  });

  it('logs an event without a payload by its name only', () => {
    const log = vi.fn();
    const bus = createEventBus<{ open: undefined }>({ log, isDebug: () => true });
    bus.emit('open', undefined);
    expect(log).toHaveBeenCalledWith('[QuickActions]', 'open');
  });

  it('off removes exactly that listener; one added or removed while emitting waits', () => {
    const bus = createEventBus<{ ping: string }>();
    const seen: string[] = [];
    const first = (p: string) => {
      seen.push(`first ${p}`);
      bus.off('ping', second);
      bus.on('ping', third);
    };
    const second = (p: string) => seen.push(`second ${p}`);
    const third = (p: string) => seen.push(`third ${p}`);
    bus.on('ping', first);
    bus.on('ping', second);
    bus.emit('ping', 'a');
    bus.off('ping', first);
    bus.emit('ping', 'b');
    expect(seen).toEqual(['first a', 'second a', 'third b']);
  });

  it('a throwing console or debug flag changes nothing', () => {
    const bus = createEventBus<{ ping: string }>({
      isDebug: () => {
        throw new Error('flag getter');
      },
    });
    const seen: string[] = [];
    bus.on('ping', (p) => seen.push(p));
    expect(() => bus.emit('ping', 'a')).not.toThrow();
    expect(seen).toEqual(['a']);
  });

  it('delivers to listeners, isolates a throwing one and supports unsubscribe', () => {
    const errors: unknown[] = [];
    const bus = createEventBus<{ ping: string }>({ onListenerError: (e) => errors.push(e) });
    const seen: string[] = [];
    bus.on('ping', () => {
      throw new Error('bad listener');
    });
    const off = bus.on('ping', (p) => seen.push(p));
    bus.emit('ping', 'a');
    off();
    bus.emit('ping', 'b');
    expect(seen).toEqual(['a']);
    expect(errors).toHaveLength(2);
  });
});

describe('readHostConfig (getConfig is optional)', () => {
  it('no getConfig is no site configuration, and nothing is reported', async () => {
    const report = vi.fn();
    await expect(readHostConfig({ getUser: () => null }, report)).resolves.toEqual({
      unsupportedEsignRegions: [],
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('a getConfig the host gave is read', async () => {
    const report = vi.fn();
    const config = await readHostConfig(
      { getConfig: async () => ({ unsupportedEsignRegions: 'qc, NU' }) },
      report,
    );
    expect(config).toEqual({ unsupportedEsignRegions: ['QC', 'NU'] });
    expect(report).not.toHaveBeenCalled();
  });

  it('a getConfig that throws, or a value that is no function, is reported and reads as none', async () => {
    const report = vi.fn();
    const failing = new Error('config service down');
    const thrown = await readHostConfig(
      {
        getConfig: () => {
          throw failing;
        },
      },
      report,
    );
    const notAFunction = await readHostConfig({ getConfig: 'QC' as never }, report);
    expect([thrown, notAFunction]).toEqual([
      { unsupportedEsignRegions: [] },
      { unsupportedEsignRegions: [] },
    ]);
    expect(report.mock.calls.map(([error]) => (error as Error).message)).toEqual([
      'config service down',
      'Dependency "getConfig" was requested but never provided',
    ]);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoader } from '../../../loader/start-loader';
import type { QueueHost } from '../../../core/host/host-providers';
import { BUILT_NAMES, type FacadeModule } from '../../../loader/facade/built-names';
import { type FacadeController, scrubbed } from '../../../loader/facade/facade-controller';
import { version } from '../../../package.json';

type TestWindow = Window & typeof globalThis & QueueHost;

/** The page's QuickActions function, however the test left it. */
const quickActions = () =>
  (window as unknown as { QuickActions: (...args: unknown[]) => void }).QuickActions;
const removeQuickActions = () => Reflect.deleteProperty(window, 'QuickActions');

const signedIn = { secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true };

/** Where the loader runs from: a real <script> element (loader/script-base.ts). */
const LOADER_SRC = 'http://localhost:3000/quick-actions/loader.js';
const BASE = 'http://localhost:3000/quick-actions/';

/** FacadeController.show's arguments, named. */
interface ShowRequest {
  container: HTMLElement;
  user: { secureId: string };
  place: { country: string; region: string };
  options: Record<string, unknown>;
  baseUrl: string;
}

interface Harness {
  removals: [Record<string, unknown>, boolean, string][];
  imports: string[];
  shows: ShowRequest[];
  errors: Error[];
  /** What stage one handed each facade controller's `run`, in order. */
  commands: unknown[][][];
  /** The secure ids each report was scrubbed of (the facade's `s`). */
  scrubbed: string[][];
  /** The facade's `s` answers undefined: nothing new to report (a missing endpoint named before). */
  mute: boolean;
  call: (...args: unknown[]) => void;
}

function setUrl(search: string) {
  window.history.replaceState(null, '', `/page${search}`);
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

// Runs the loader against jsdom with a fake facade chunk that records what it is asked.
function boot(): Harness {
  const harness: Harness = {
    removals: [],
    imports: [],
    shows: [],
    errors: [],
    commands: [],
    scrubbed: [],
    mute: false,
    call: () => {},
  };
  const module: FacadeModule = {
    [BUILT_NAMES.createFacadeController]: (): FacadeController => {
      const commands: unknown[][] = [];
      harness.commands.push(commands);
      return {
        async show(container, user, place, options, baseUrl) {
          harness.shows.push({ container, user, place, options, baseUrl });
        },
        run: (command) => commands.push(command),
      };
    },
    async [BUILT_NAMES.removeLeftovers](_win, options, signedIn, baseUrl) {
      harness.removals.push([options as Record<string, unknown>, signedIn, baseUrl]);
    },
    [BUILT_NAMES.scrubAndSend]: (error, secureIds) => {
      harness.scrubbed.push([...secureIds]);
      return harness.mute ? undefined : scrubbed(error, secureIds);
    },
    [BUILT_NAMES.importWidget]: () => Promise.reject(new Error('no widget here')),
  };
  startLoader(window as TestWindow, document, (url) => {
    harness.imports.push(url.href);
    return Promise.resolve(module);
  });
  harness.call = (...args) => quickActions()(...args);
  return harness;
}

// Past the frame and the task after the page's load (loader/element-after-load.ts).
// Timers in a chain run one per turn, so wait a few turns rather than a few milliseconds.
const settle = async () => {
  for (let turn = 0; turn < 6; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};
/** Lets stage one's next look at the page's load state run (it looks every 16 ms), then settles. */
const nextLoadCheck = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  await settle();
};

function init(harness: Harness, user: unknown, extra: Record<string, unknown> = {}) {
  harness.call('init', {
    getUser: () => user,
    logError: (error: Error) => harness.errors.push(error),
    ...extra,
  });
}

/** Boots stage one, inits it for `user`, and lets everything it scheduled run. */
async function bootAndSettle(user: unknown, extra: Record<string, unknown> = {}): Promise<Harness> {
  const harness = boot();
  init(harness, user, extra);
  await settle();
  return harness;
}

beforeEach(() => {
  // jsdom paints nothing: the first contentful paint is reported.
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name === 'first-contentful-paint' ? [{ name } as PerformanceEntry] : [],
  );
  document.body.innerHTML = '<div id="quick-actions"></div>';
  document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = 'L=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
  setUrl('');
  setWidth(1280);
  removeQuickActions();
  const script = document.createElement('script');
  script.src = LOADER_SRC;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('loader stage one: who costs nothing but loader.js', () => {
  it('imports the facade for a signed-in US visitor, from its own script folder', async () => {
    const harness = await bootAndSettle(signedIn);
    expect(harness.imports).toEqual([`${BASE}facade-TEST.js`]);
    expect(harness.shows).toHaveLength(1);
    expect(harness.shows[0]).toMatchObject({
      user: { secureId: 'S-1' },
      place: { country: 'US', region: '' },
      container: document.getElementById('quick-actions'),
    });
  });

  it.each([
    ['anonymous', { isSignedIn: false }, '', 1280],
    ['no user at all', undefined, '', 1280],
    ['a user without a secure id', { isSignedIn: true }, '', 1280],
    ['Germany', signedIn, '?loc=DE', 1280],
    ['Mexico', signedIn, '?loc=MX', 1280],
    ['GB below 768 px', signedIn, '?loc=GB', 600],
    ['CA below 768 px', signedIn, '?loc=CAQC', 767],
  ])('does nothing more for %s', async (_name, user, search, width) => {
    setUrl(search);
    setWidth(width);
    const harness = boot();
    const added = vi.spyOn(window, 'addEventListener');
    init(harness, user);
    await settle();
    expect(harness.imports).toEqual([]);
    expect(added).not.toHaveBeenCalled();
    expect(document.body.innerHTML).toBe('<div id="quick-actions"></div>');
  });

  it('does not even read the cookies for an anonymous visitor', async () => {
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    const harness = await bootAndSettle({ isSignedIn: false });
    expect(cookieRead).not.toHaveBeenCalled();
    init(harness, signedIn);
    await settle();
    expect(cookieRead).toHaveBeenCalled();
  });

  it('fetches stage two only after the host page has loaded (off the LCP path)', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    try {
      const harness = await bootAndSettle(signedIn);
      await nextLoadCheck();
      expect(harness.imports).toEqual([]);
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      await nextLoadCheck();
      expect(harness.imports).toHaveLength(1);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('asks the host and reads storage, cookies and the viewport only after the load, in a timer task and no frame', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    const getUser = vi.fn(() => signedIn);
    const storageRead = vi.spyOn(Storage.prototype, 'getItem');
    const cookieRead = vi.spyOn(document, 'cookie', 'get');
    const widthRead = vi.fn(() => 1280);
    Object.defineProperty(window, 'innerWidth', { get: widthRead, configurable: true });
    const reads = [getUser, storageRead, cookieRead, widthRead];
    try {
      const harness = await bootAndSettle(signedIn, { getUser });
      await nextLoadCheck();
      for (const read of reads) expect(read).not.toHaveBeenCalled();
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      await nextLoadCheck();
      for (const read of reads) expect(read).toHaveBeenCalled();
      expect(harness.shows).toHaveLength(1);
      expect(frame).not.toHaveBeenCalled();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('reads the cookies and the viewport in a task after the one that asked the host', async () => {
    // A timer the host's getUser sets runs between its task and the next one.
    let userTaskOver = false;
    const getUser = () => {
      setTimeout(() => (userTaskOver = true));
      return signedIn;
    };
    const readAfterUserTask: boolean[] = [];
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      readAfterUserTask.push(userTaskOver);
      return '';
    });
    Object.defineProperty(window, 'innerWidth', {
      get: () => (readAfterUserTask.push(userTaskOver), 1280),
      configurable: true,
    });
    const harness = await bootAndSettle(signedIn, { getUser });
    expect(harness.shows).toHaveLength(1);
    expect(readAfterUserTask.length).toBeGreaterThanOrEqual(2);
    expect(readAfterUserTask.every(Boolean)).toBe(true);
  });

  it('waits for the load without a load listener (destroy leaves none behind)', async () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    const added = vi.spyOn(window, 'addEventListener');
    try {
      const harness = await bootAndSettle(signedIn);
      harness.call('destroy');
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      await nextLoadCheck();
      expect(added).not.toHaveBeenCalled();
      expect(harness.imports).toEqual([]);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('keeps GB at exactly 768 px and US below it (the device is for stage two)', async () => {
    setUrl('?loc=GB');
    setWidth(768);
    const gb = await bootAndSettle(signedIn);
    expect(gb.imports).toHaveLength(1);
    setUrl('?loc=US');
    setWidth(390);
    removeQuickActions();
    const us = await bootAndSettle(signedIn);
    expect(us.imports).toHaveLength(1);
  });

  it('stops at a gate stored off in the dcsExp cookie, without any request', async () => {
    document.cookie = 'dcsExp=QuickActionsGate%3DC';
    const harness = await bootAndSettle(signedIn);
    expect(harness.imports).toEqual([]);
  });

  it('stops at a gate stored off in local storage by core/experiments, per country', async () => {
    localStorage.setItem(
      'quickactions_experiment_us_quickactionsgate',
      JSON.stringify({ value: 'C', expiryDate: Date.now() + 60_000 }),
    );
    const us = await bootAndSettle(signedIn);
    expect(us.imports).toEqual([]);
    setUrl('?loc=CA');
    removeQuickActions();
    const ca = await bootAndSettle(signedIn);
    expect(ca.imports).toHaveLength(1);
  });

  it('ignores an expired stored gate and lets stage two ask again', async () => {
    localStorage.setItem(
      'quickactions_experiment_us_quickactionsgate',
      JSON.stringify({ value: 'C', expiryDate: Date.now() - 1 }),
    );
    const harness = await bootAndSettle(signedIn);
    expect(harness.imports).toHaveLength(1);
  });

  it('fetches nothing without #quick-actions', async () => {
    document.body.innerHTML = '';
    const harness = await bootAndSettle(signedIn);
    expect(harness.imports).toEqual([]);
  });

  it('reports a missing getUser as a dependency never provided, and shows nothing', async () => {
    const harness = boot();
    harness.call('init', { logError: (error: Error) => harness.errors.push(error) });
    await settle();
    expect(harness.errors.map((e) => e.message)).toEqual([
      'Dependency "getUser" was requested but never provided',
    ]);
    expect(harness.imports).toEqual([]);
  });

  it('contains a throwing getUser and a throwing logError', async () => {
    const harness = boot();
    harness.call('init', {
      getUser: () => {
        throw new Error('host bug');
      },
      logError: () => {
        throw new Error('logger bug');
      },
    });
    await settle();
    expect(harness.imports).toEqual([]);
  });

  it('accepts a promised user', async () => {
    const harness = await bootAndSettle(Promise.resolve(signedIn));
    expect(harness.shows).toHaveLength(1);
  });
});

describe('commands', () => {
  it('replays an init queued before loader.js arrived', async () => {
    const queue: unknown[] = [];
    const stub = Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    (window as TestWindow).QuickActions = stub as never;
    stub('init', { getUser: () => signedIn });
    const harness = boot();
    await settle();
    expect(harness.shows).toHaveLength(1);
  });

  it('refresh after sign-in shows, after sign-out hides', async () => {
    let user: unknown = { isSignedIn: false };
    const harness = await bootAndSettle(undefined, { getUser: () => user });
    expect(harness.shows).toHaveLength(0);
    user = signedIn;
    harness.call('refresh');
    await settle();
    expect(harness.shows).toHaveLength(1);
    user = { isSignedIn: false };
    harness.call('refresh');
    await settle();
    // Through the facade's `run` (facade-host-api.test.ts): the first evaluation (signed out,
    // before the facade came) and the last one; the facade hides what it drew.
    expect(harness.commands[0]).toEqual([['gone'], ['gone']]);
    expect(harness.imports).toHaveLength(1);
  });

  it('a hidden evaluation tells the facade, even before it arrived (an open made meanwhile)', async () => {
    let user: unknown = { isSignedIn: false };
    const harness = await bootAndSettle(undefined, { getUser: () => user });
    harness.call('open');
    user = signedIn;
    harness.call('refresh');
    await settle();
    expect(harness.commands[0]).toEqual([['gone'], ['open']]);
  });

  it('destroy goes to stage two and ignores an evaluation still under way', async () => {
    let resolveUser: (value: unknown) => void = () => {};
    const harness = await bootAndSettle(signedIn);
    init(harness, undefined, { getUser: () => new Promise((resolve) => (resolveUser = resolve)) });
    harness.call('destroy');
    resolveUser(signedIn);
    await settle();
    expect(harness.commands).toHaveLength(1);
    expect(harness.commands[0]).toEqual([['destroy']]);
    expect(harness.shows).toHaveLength(1);
  });

  it('a facade gone after a deploy: the current deploy’s, through facade.js, draws the button', async () => {
    const imports: string[] = [];
    const errors: Error[] = [];
    const shows: string[] = [];
    startLoader(window as TestWindow, document, (url) => {
      imports.push(url.href);
      return url.href.endsWith('/facade-TEST.js')
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({
            [BUILT_NAMES.createFacadeController]: () => ({
              show: async () => void shows.push(url.href),
              run: () => {},
            }),
            [BUILT_NAMES.removeLeftovers]: async () => {},
            [BUILT_NAMES.scrubAndSend]: (error: unknown) => scrubbed(error, []),
            [BUILT_NAMES.importWidget]: () => Promise.reject(new Error('no widget here')),
          });
    });
    quickActions()('init', { getUser: () => signedIn, logError: (e: Error) => errors.push(e) });
    await settle();
    expect(imports).toEqual([`${BASE}facade-TEST.js`, `${BASE}facade.js`]);
    expect(shows).toEqual([`${BASE}facade.js`]);
    expect(errors).toEqual([]);
  });

  it('reports a facade neither deploy has, and asks again at the next refresh', async () => {
    let attempts = 0;
    const errors: Error[] = [];
    startLoader(window as TestWindow, document, () =>
      ++attempts <= 2
        ? Promise.reject(new Error('chunk 404'))
        : Promise.resolve({
            [BUILT_NAMES.createFacadeController]: () => ({ show: async () => {}, run: () => {} }),
            [BUILT_NAMES.removeLeftovers]: async () => {},
            [BUILT_NAMES.scrubAndSend]: (error: unknown) => scrubbed(error, []),
            [BUILT_NAMES.importWidget]: () => Promise.reject(new Error('no widget here')),
          }),
    );
    const call = quickActions();
    call('init', { getUser: () => signedIn, logError: (e: Error) => errors.push(e) });
    await settle();
    // The report itself loaded the chunk (the third attempt) to scrub the error.
    expect(errors.map((e) => e.message)).toEqual(['chunk 404']);
    expect(attempts).toBe(3);
    call('refresh');
    await settle();
    expect(attempts).toBe(3);
    expect(errors).toHaveLength(1);
  });
});

describe('leftovers on the device', () => {
  it('an anonymous view with nothing of ours stored reads one key and imports nothing', async () => {
    const harness = boot();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    init(harness, { isSignedIn: false });
    await settle();
    expect(harness.imports).toEqual([]);
    expect(harness.removals).toEqual([]);
    expect(getItem.mock.calls).toEqual([['quickactions_user']]);
  });

  it('a signed-out view after someone used the widget loads the facade to remove it', async () => {
    localStorage.setItem('quickactions_user', 'a'.repeat(64));
    const harness = await bootAndSettle({ isSignedIn: false });
    expect(harness.imports).toEqual([`${BASE}facade-TEST.js`]);
    expect(harness.removals).toHaveLength(1);
    expect(harness.removals[0]?.slice(1)).toEqual([false, BASE]);
    expect(harness.shows).toEqual([]);
  });

  it('an empty note (nothing personal left) costs a signed-out view nothing', async () => {
    localStorage.setItem('quickactions_user', '');
    const harness = await bootAndSettle({ isSignedIn: false });
    expect(harness.imports).toEqual([]);
  });

  it.each([
    [{ persist: false }, ''],
    [{ serviceWorker: false }, ''],
    [{ persist: false }, 'a'.repeat(64)],
  ])('%o with a note (%j) removes, signed in or not', async (options, note) => {
    localStorage.setItem('quickactions_user', note);
    const harness = await bootAndSettle(signedIn, options);
    expect(harness.removals).toHaveLength(1);
    expect(harness.removals[0]?.[0]).toMatchObject(options);
    expect(harness.removals[0]?.[1]).toBe(true);
    expect(harness.shows).toHaveLength(1);
  });

  it('a signed-in view with the default options removes nothing', async () => {
    localStorage.setItem('quickactions_user', 'a'.repeat(64));
    const harness = await bootAndSettle(signedIn);
    expect(harness.removals).toEqual([]);
  });

  it('storage that throws: nothing to remove, nothing thrown', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('insecure', 'SecurityError');
    });
    const harness = await bootAndSettle({ isSignedIn: false });
    expect(harness.imports).toEqual([]);
    expect(harness.errors).toEqual([]);
  });

  /** A worker controls the page (ours, or a host's that imports ours). */
  const controlled = () =>
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { controller: { scriptURL: `${BASE}sw.js`, postMessage() {} } },
      configurable: true,
    });

  it('no note but a worker controlling the page (storage cleared at sign-out): removes', async () => {
    controlled();
    try {
      const harness = await bootAndSettle({ isSignedIn: false });
      expect(harness.removals).toHaveLength(1);
      expect(harness.removals[0]?.slice(1)).toEqual([false, BASE]);
      // Storage that throws, and a worker: removes too (the worker may hold data).
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('insecure', 'SecurityError');
      });
      removeQuickActions();
      const blocked = await bootAndSettle({ isSignedIn: false });
      expect(blocked.errors).toEqual([]);
      expect(blocked.removals).toHaveLength(1);
      // An empty note says nothing personal is left: a later view costs nothing.
      vi.restoreAllMocks();
      localStorage.setItem('quickactions_user', '');
      removeQuickActions();
      const clean = await bootAndSettle({ isSignedIn: false });
      expect(clean.imports).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('persist: false with no note while a worker controls the page: removes', async () => {
    controlled();
    try {
      const harness = await bootAndSettle(signedIn, { persist: false });
      expect(harness.removals).toHaveLength(1);
      expect(harness.removals[0]?.[1]).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it.each([
    ['throws', () => (null as unknown as { user: { secureId: string } }).user.secureId],
    ['rejects', () => Promise.reject(new TypeError('no session'))],
  ])('a getUser that %s: reported, then treated as signed out', async (_name, getUser) => {
    localStorage.setItem('quickactions_user', 'a'.repeat(64));
    const harness = boot();
    init(harness, undefined, { getUser });
    await settle();
    expect(harness.errors).toHaveLength(1);
    expect(harness.errors[0]).toBeInstanceOf(TypeError);
    expect(harness.removals).toHaveLength(1);
    expect(harness.removals[0]?.slice(1)).toEqual([false, BASE]);
    expect(harness.shows).toEqual([]);
  });

  it('a getUser that starts throwing in a single-page host hides the drawn widget', async () => {
    let session: { secureId: string } | null = { secureId: 'S-1' };
    const harness = boot();
    init(harness, undefined, {
      getUser: () => ({ secureId: session!.secureId, isSignedIn: true }),
    });
    await settle();
    expect(harness.shows).toHaveLength(1);
    session = null;
    harness.call('refresh');
    await settle();
    expect(harness.commands[0]?.at(-1)).toEqual(['gone']);
    expect(harness.shows).toHaveLength(1);
  });

  it('scrubs its reports of every person who was current in this page view, signed out too', async () => {
    let user: unknown = { secureId: 'S-1', isSignedIn: true };
    const harness = boot();
    // Reports come from unknown commands, once with S-2 signed in, once signed out.
    harness.call('init', { getUser: () => user, logError: () => {} });
    await settle();
    user = { secureId: 'S-2', isSignedIn: true };
    harness.call('refresh');
    await settle();
    harness.call('not-a-command');
    await settle();
    user = null;
    harness.call('refresh');
    await settle();
    harness.call('not-a-command');
    await settle();
    expect(harness.scrubbed).toEqual([
      ['S-1', 'S-2'],
      ['S-1', 'S-2'],
    ]);
  });

  it('hands the host nothing when the facade chunk has nothing new to say', async () => {
    const harness = await bootAndSettle(signedIn);
    harness.mute = true;
    harness.call('not-a-command');
    await settle();
    expect(harness.scrubbed).toEqual([['S-1']]);
    expect(harness.errors).toEqual([]);
    harness.mute = false;
    harness.call('not-a-command');
    await settle();
    expect(harness.errors).toHaveLength(1);
  });

  it('update merges options and evaluates again', async () => {
    localStorage.setItem('quickactions_user', 'a'.repeat(64));
    const harness = await bootAndSettle(signedIn, { pageName: 'Home' });
    expect(harness.removals).toEqual([]);
    harness.call('update', { persist: false });
    await settle();
    expect(harness.removals).toHaveLength(1);
    expect(harness.removals[0]?.[0]).toMatchObject({ persist: false, pageName: 'Home' });
    expect(harness.shows.at(-1)?.options).toMatchObject({ persist: false, pageName: 'Home' });
  });
});

describe('where code comes from (markup never decides)', () => {
  it('a clobbered document.currentScript loads nothing', async () => {
    const image = document.createElement('img');
    image.src = 'http://localhost:3000/evil/x.png';
    Object.defineProperty(document, 'currentScript', { value: image, configurable: true });
    const imports: string[] = [];
    expect(() =>
      startLoader(window as TestWindow, document, async (url) => {
        imports.push(url.href);
        return Promise.reject(new Error('never'));
      }),
    ).toThrow();
    expect(imports).toEqual([]);
  });

  it('a <base> element does not move the chunks', async () => {
    const base = document.createElement('base');
    base.href = 'http://localhost:3000/evil/';
    document.head.append(base);
    try {
      const harness = await bootAndSettle(signedIn);
      expect(harness.imports).toEqual([`${BASE}facade-TEST.js`]);
    } finally {
      base.remove();
    }
  });
});

describe('a second copy, the host API, scrubbed reports', () => {
  it('a second copy of loader.js does nothing: the first stays in charge', async () => {
    const first = boot();
    const realFunction = quickActions();
    const secondImports: string[] = [];
    startLoader(window as TestWindow, document, async (url) => {
      secondImports.push(url.href);
      throw new Error('the second copy must not load anything');
    });
    expect(quickActions()).toBe(realFunction);
    init(first, signedIn);
    await settle();
    expect(first.shows).toHaveLength(1);
    expect(secondImports).toEqual([]);
    first.call('destroy');
    expect(first.commands[0]).toEqual([['destroy']]);
  });

  it('QuickActions.version is the build’s semver, set once loader.js runs', () => {
    const stub = Object.assign(() => {}, { q: [] });
    (window as unknown as { QuickActions: unknown }).QuickActions = stub;
    expect((stub as { version?: string }).version).toBeUndefined();
    boot();
    expect((quickActions() as { version?: string }).version).toBe(version);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('open, close, on and off reach stage two in order, queued before it arrived', async () => {
    const queue: unknown[] = [];
    const stub = Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    (window as unknown as { QuickActions: unknown }).QuickActions = stub;
    const ready = () => {};
    stub('on', 'ready', ready);
    stub('init', { getUser: () => signedIn });
    stub('open');
    const harness = boot();
    harness.call('close');
    harness.call('off', 'ready', ready);
    await settle();
    expect(harness.commands).toHaveLength(1);
    expect(harness.commands[0]).toEqual([
      ['on', 'ready', ready],
      ['open'],
      ['close'],
      ['off', 'ready', ready],
    ]);
  });

  it('stage one’s reports lose every secure id the page has seen (scrubbed like the facade’s)', async () => {
    let user: unknown = signedIn;
    const harness = boot();
    init(harness, undefined, {
      getUser: () => {
        if (user) return user;
        throw new Error('session of S-1 expired', { cause: 'token for s-1' });
      },
    });
    await settle();
    user = undefined;
    harness.call('refresh');
    harness.call('S-1');
    await settle();
    const texts = harness.errors.map((error) => `${error.message} ${String(error.cause)}`);
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).not.toMatch(/s-1/i);
    expect(harness.errors.map((error) => error.message).sort()).toEqual([
      'Unknown QuickActions command: [redacted]',
      'session of [redacted] expired',
    ]);
  });

  it('reports of a page that never saw a user load nothing to scrub them', async () => {
    const harness = boot();
    init(harness, { isSignedIn: false });
    harness.call('nope');
    await settle();
    expect(harness.errors.map((error) => error.message)).toEqual([
      'Unknown QuickActions command: nope',
    ]);
    expect(harness.imports).toEqual([]);
  });

  it('reads the gate under the key core/experiments writes', async () => {
    const { experimentStorageKey } = await import('../../../core/experiments/experiment-store');
    const { GATE_EXPERIMENT } = await import('../../../core/experiments/experiment-store');
    localStorage.setItem(
      experimentStorageKey({ experimentName: GATE_EXPERIMENT, countryCode: 'US' }),
      JSON.stringify({ value: 'C', expiryDate: Date.now() + 60_000 }),
    );
    const harness = await bootAndSettle(signedIn);
    expect(harness.imports).toEqual([]);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGateCookie, flush, resetHostPage } from './facade-page';
import {
  createFacadeController,
  type FacadeController,
} from '../../../loader/facade/facade-controller';
import type {
  Consent,
  EarlyModule,
  WidgetHandoff,
  WidgetModule,
} from '../../../core/host/widget-handoff';
import type { RequestFn } from '../../../core/request';
import { createSafeStorage } from '../../../core/storage/safe-storage';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function setViewport(width: number, userAgent = DESKTOP_UA) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

interface ShowArgs {
  container: HTMLElement;
  user: { secureId: string; isSignedIn: true };
  place: { country: string; region: string };
  options: Record<string, unknown>;
  baseUrl: string;
}

function request(overrides: Partial<ShowArgs> = {}): ShowArgs {
  return {
    container: document.getElementById('quick-actions')!,
    user: { secureId: 'S-1', isSignedIn: true },
    place: { country: 'US', region: '' },
    options: {},
    baseUrl: 'https://host.example/quick-actions/',
    ...overrides,
  };
}

/** FacadeController.show with named arguments. */
const show = (controller: FacadeController, args: ShowArgs = request()) =>
  controller.show(args.container, args.user, args.place, args.options, args.baseUrl);

// A widget chunk that records its hand-off and can be held back like a slow network.
function fakeWidget() {
  const mounts: WidgetHandoff[] = [];
  const unmounts: number[] = [];
  const opens: number[] = [];
  const closes: number[] = [];
  const toggles: number[] = [];
  const updates: Record<string, unknown>[] = [];
  const consents: (Consent | undefined)[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const module: WidgetModule = {
    mount(handoff) {
      mounts.push(handoff);
      // A widget is ready to open a few tasks after its mount (widget/index.tsx).
      void Promise.resolve().then(() => handoff.ready?.());
      return {
        open: () => opens.push(1),
        close: () => closes.push(1),
        toggle: () => toggles.push(1),
        update: (options, consent) => updates.push(options) && consents.push(consent),
        unmount: () => unmounts.push(1),
      };
    },
  };
  return {
    mounts,
    unmounts,
    opens,
    closes,
    toggles,
    updates,
    consents,
    release,
    module,
    load: () => gate.then(() => module),
  };
}

const gateAnswer = (variationName: string) =>
  vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          succeeded: true,
          result: { experimentName: 'QuickActionsGate', variationName },
          errors: [],
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );

// What the controller reported to stage one. A test that expects reports takes them (`expected`);
// any other report fails the test (afterEach).
let reports: unknown[] = [];
const expected = () => reports.splice(0);

// The open's head start (widget/early-open.ts): what the facade asked of it, in order.
let early: string[] = [];
const earlyModule: EarlyModule = {
  startEarly: (context) => early.push(`start ${context.user.secureId}`),
  cancelEarly: () => early.push('cancel'),
};

// Each test gets its own storage: the shared one keeps a memory copy across tests.
const controllerFor = (loadWidget: () => Promise<WidgetModule>) =>
  createFacadeController(window, (error) => reports.push(error), {
    loadWidget,
    loadEarly: async () => earlyModule,
    storage: createSafeStorage(),
  });

const button = () =>
  document.querySelector('[data-quick-actions-root]')?.shadowRoot?.querySelector('button') ?? null;

beforeEach(() => {
  reports = [];
  early = [];
  resetHostPage();
  setViewport(1280);
});

afterEach(() => {
  expect(reports, 'reports the test did not expect').toEqual([]);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearGateCookie();
});

describe('facade button', () => {
  it('draws an accessible closed button in a shadow root with the locale lang', async () => {
    const controller = controllerFor(fakeWidget().load);
    await show(controller);
    const root = document.querySelector<HTMLElement>('[data-quick-actions-root]')!;
    expect(root.lang).toBe('en-US');
    expect(button()?.getAttribute('aria-label')).toBe('Quick Actions');
    expect(button()?.getAttribute('aria-expanded')).toBe('false');
    expect(button()?.getAttribute('data-icon')).toBe('bolt');
  });

  it('labels the button in French for Québec', async () => {
    const controller = controllerFor(fakeWidget().load);
    await show(controller, request({ place: { country: 'CA', region: 'QC' } }));
    expect(button()?.getAttribute('aria-label')).toBe('Actions rapides');
    expect(document.querySelector<HTMLElement>('[data-quick-actions-root]')!.lang).toBe('fr-CA');
  });

  // The host's `locale` (core/locale.ts): the name and `lang` before the widget.
  it.each([
    ['en_CA', 'CA', 'QC', 'en-CA', 'Quick Actions'],
    ['fr-CA', 'US', '', 'fr-CA', 'Actions rapides'],
    ['es_MX', 'US', '', 'es-MX', 'Acciones rápidas'],
    ['de_DE', 'GB', '', 'de-DE', 'Schnellaktionen'],
    ['es', 'US', '', 'es', 'Acciones rápidas'],
    // Case-insensitive, as BCP 47 tags are: the usual case is what `lang` gets.
    ['en_us', 'CA', 'QC', 'en-US', 'Quick Actions'],
    ['FR-ca', 'US', '', 'fr-CA', 'Actions rapides'],
  ])('locale %s for %s %s: lang %s, named %s', async (locale, country, region, lang, name) => {
    await show(
      controllerFor(fakeWidget().load),
      request({ place: { country, region }, options: { locale } }),
    );
    expect(document.querySelector<HTMLElement>('[data-quick-actions-root]')!.lang).toBe(lang);
    expect(button()?.getAttribute('aria-label')).toBe(name);
  });

  it.each([['xx_YY'], ['en__US'], [42], [null], [{ toString: () => 'de_DE' }]])(
    'locale %s is not taken: the country’s lang and name',
    async (locale) => {
      const place = { country: 'CA', region: 'QC' };
      await show(controllerFor(fakeWidget().load), request({ place, options: { locale } }));
      expect(document.querySelector<HTMLElement>('[data-quick-actions-root]')!.lang).toBe('fr-CA');
      expect(button()?.getAttribute('aria-label')).toBe('Actions rapides');
    },
  );

  it('update with another locale renames the same button and sets its lang, before any widget', async () => {
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller);
    const first = button();
    await show(controller, request({ options: { locale: 'de_DE' } }));
    expect(button()).toBe(first);
    expect(document.querySelector<HTMLElement>('[data-quick-actions-root]')!.lang).toBe('de-DE');
    expect(button()?.getAttribute('aria-label')).toBe('Schnellaktionen');
    await show(controller, request({ options: { locale: undefined } }));
    expect(button()).toBe(first);
    expect(document.querySelector<HTMLElement>('[data-quick-actions-root]')!.lang).toBe('en-US');
    expect(button()?.getAttribute('aria-label')).toBe('Quick Actions');
    expect(widget.mounts).toEqual([]);
  });

  it('shows a US phone below 768 px but not a US desktop that asked for the mobile design', async () => {
    setViewport(390, IPHONE_UA);
    await show(controllerFor(fakeWidget().load));
    expect(button()).not.toBeNull();
    document.body.innerHTML = '<div id="quick-actions"></div>';
    setViewport(600, DESKTOP_UA);
    await show(controllerFor(fakeWidget().load), request({ options: { design: 'mobile' } }));
    expect(button()).toBeNull();
  });
});

describe('a browser too old for the widget (README "Browser support")', () => {
  it.each([
    ['Object.hasOwn', { Object: {}, Array: { prototype: { at: () => undefined } } }],
    ['Array.prototype.at', { Object: { hasOwn: () => true }, Array: { prototype: {} } }],
  ])('without %s: no button and no gate request, never a popup that fails', async (_, globals) => {
    document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const fetch = gateAnswer('N');
    vi.stubGlobal('fetch', fetch);
    const controller = createFacadeController(window, (error) => reports.push(error), {
      loadWidget: fakeWidget().load,
      storage: createSafeStorage(),
      globals,
    });
    await show(controller);
    expect(button()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the gate when nothing was stored (spec §2, §4, §7)', () => {
  beforeEach(() => {
    document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('asks the experiment service once, stores the answer and draws on N', async () => {
    const fetch = gateAnswer('N');
    vi.stubGlobal('fetch', fetch);
    await show(controllerFor(fakeWidget().load));
    expect(button()).not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/foundation/user-account-management/v1/user-experiment');
    expect(JSON.parse(String(init.body))).toEqual({
      experimentName: 'QuickActionsGate',
      countryCode: 'US',
    });
    expect(localStorage.getItem('quickactions_experiment_us_quickactionsgate')).toContain('"N"');
  });

  it('draws nothing on C, and nothing when the service fails (reported)', async () => {
    vi.stubGlobal('fetch', gateAnswer('C'));
    await show(controllerFor(fakeWidget().load));
    expect(button()).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    localStorage.clear();
    const errors: unknown[] = [];
    await show(controllerFor(fakeWidget().load));
    errors.push(...expected());
    expect(button()).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('loading the widget (spec §4)', () => {
  it('loads on intent and hands over the button, context and providers', async () => {
    const widget = fakeWidget();
    const track = vi.fn();
    await show(controllerFor(widget.load), request({ options: { track } }));
    button()!.dispatchEvent(new Event('pointerover'));
    widget.release();
    await flush();
    expect(widget.mounts).toHaveLength(1);
    expect(widget.mounts[0]).toMatchObject({
      button: button(),
      ready: expect.any(Function),
      context: { design: 'desktop', isMobileDevice: false, place: { country: 'US' } },
    });
    expect(widget.mounts[0]!.providers.track).toBe(track);
  });

  it.each(['pointerover', 'focusin', 'touchstart'])(
    'imports a returning visitor’s widget on %s only, never on idle (no TBT)',
    async (intent) => {
      const idle = vi.fn();
      vi.stubGlobal('requestIdleCallback', idle);
      const loads: number[] = [];
      const widget = fakeWidget();
      await show(controllerFor(() => (loads.push(1), widget.load())));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(idle).not.toHaveBeenCalled();
      expect(loads).toEqual([]);
      button()!.dispatchEvent(new Event(intent));
      expect(loads).toEqual([1]);
      vi.unstubAllGlobals();
    },
  );

  it.each(['touchstart', 'pointerdown', 'focusin'])(
    'a %s starts the open’s head start; a widget that then mounts closed drops it (ADR-0105)',
    async (press) => {
      const widget = fakeWidget();
      await show(controllerFor(widget.load));
      button()!.dispatchEvent(new Event('pointerover'));
      await flush();
      expect(early).toEqual([]);
      button()!.dispatchEvent(new Event(press));
      await flush();
      expect(early).toEqual(['start S-1']);
      widget.release();
      await flush();
      expect(widget.opens).toHaveLength(0);
      expect(early).toEqual(['start S-1', 'cancel']);
    },
  );

  describe('the first open’s data calls, started by the facade (ADR-0112)', () => {
    // The page's fetch, recording each call and holding its answer until the test aborts it.
    const recordFetch = () => {
      const calls: { url: string; signal: AbortSignal | undefined }[] = [];
      vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
        calls.push({ url: String(url), signal: init.signal ?? undefined });
        return new Promise(() => {});
      });
      return calls;
    };
    const nextPaint = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const paths = (calls: { url: string }[]) =>
      calls.map(({ url }) => new URL(url, location.href).pathname);
    let replays: (RequestFn | undefined)[];
    let earlyRoots: (ShadowRoot | undefined)[];
    const controllerHoldingEarly = (widget: ReturnType<typeof fakeWidget>) => {
      replays = [];
      earlyRoots = [];
      let arrive: () => void = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const controller = createFacadeController(window, (error) => reports.push(error), {
        loadWidget: widget.load,
        loadEarly: async () => {
          await arrived;
          return {
            startEarly: (_context, _win, replay, root) => {
              replays.push(replay);
              earlyRoots.push(root);
            },
            cancelEarly: () => {},
          };
        },
        storage: createSafeStorage(),
      });
      return { controller, arrive };
    };

    it('a press makes them after its paint, before the head start’s chunk, which takes them', async () => {
      const calls = recordFetch();
      const widget = fakeWidget();
      const { controller, arrive } = controllerHoldingEarly(widget);
      await show(controller);
      button()!.dispatchEvent(new Event('pointerdown'));
      // Not in the press's own task: building them is no part of its paint (INP).
      expect(calls).toEqual([]);
      await nextPaint();
      expect(paths(calls)).toEqual([
        '/ItemTileService/api/FolderTile',
        '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles',
      ]);
      arrive();
      await flush();
      expect(replays).toHaveLength(1);
      // The button's shadow root, for the theme's stylesheet (widget/early-open.ts).
      expect(earlyRoots).toEqual([button()!.getRootNode()]);
      // Handed on: asking for the documents again makes no second request.
      void replays[0]!('/ItemTileService/api/FolderTile', {});
      expect(calls).toHaveLength(2);
    });

    it('only the calls the person’s country shows: GB has no hubs', async () => {
      const calls = recordFetch();
      const { controller } = controllerHoldingEarly(fakeWidget());
      await show(controller, request({ place: { country: 'GB', region: '' } }));
      button()!.dispatchEvent(new Event('pointerdown'));
      await nextPaint();
      expect(paths(calls)).toEqual(['/ItemTileService/api/FolderTile']);
    });

    it('none on a page a worker controls: the worker must hear whose they are first', async () => {
      const calls = recordFetch();
      Object.defineProperty(window.navigator, 'serviceWorker', {
        value: { controller: {} },
        configurable: true,
      });
      try {
        const { controller, arrive } = controllerHoldingEarly(fakeWidget());
        await show(controller);
        button()!.dispatchEvent(new Event('pointerdown'));
        arrive();
        await flush();
        expect(calls).toEqual([]);
        expect(replays).toEqual([undefined]);
      } finally {
        Reflect.deleteProperty(window.navigator, 'serviceWorker');
      }
    });

    it('an open cancelled before the chunk arrives aborts them', async () => {
      const calls = recordFetch();
      const { controller } = controllerHoldingEarly(fakeWidget());
      await show(controller);
      button()!.click();
      await nextPaint();
      expect(paths(calls)).toEqual([
        '/ItemTileService/api/FolderTile',
        '/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles',
      ]);
      expect(calls.every(({ signal }) => signal?.aborted === false)).toBe(true);
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      expect(calls.every(({ signal }) => signal?.aborted === true)).toBe(true);
    });

    it('none for a button the host took off the page before they started', async () => {
      const calls = recordFetch();
      const { controller } = controllerHoldingEarly(fakeWidget());
      await show(controller);
      button()!.dispatchEvent(new Event('pointerdown'));
      document.querySelector('[data-quick-actions-root]')!.remove();
      await nextPaint();
      expect(calls).toEqual([]);
    });

    it('none once the head start’s chunk ran first: it makes its own', async () => {
      const calls = recordFetch();
      const { controller, arrive } = controllerHoldingEarly(fakeWidget());
      await show(controller);
      button()!.dispatchEvent(new Event('pointerdown'));
      arrive();
      await flush();
      expect(replays).toEqual([undefined]);
      await nextPaint();
      expect(calls).toEqual([]);
    });
  });

  it('a head start that throws is reported, and the open goes on without it', async () => {
    const widget = fakeWidget();
    const broken = new Error('head start broke');
    const controller = createFacadeController(window, (error) => reports.push(error), {
      loadWidget: widget.load,
      loadEarly: async () => ({
        startEarly: () => {
          throw broken;
        },
        cancelEarly: () => {},
      }),
      storage: createSafeStorage(),
    });
    await show(controller);
    button()!.click();
    await flush();
    expect(expected()).toEqual([broken]);
    widget.release();
    await flush();
    expect(widget.opens).toHaveLength(1);
  });

  it('a click before the chunk: the head start goes to the widget that mounts open', async () => {
    const widget = fakeWidget();
    await show(controllerFor(widget.load));
    button()!.click();
    await flush();
    expect(early).toEqual(['start S-1']);
    widget.release();
    await flush();
    expect(widget.opens).toHaveLength(1);
    expect(early).toEqual(['start S-1']);
  });

  it('an open cancelled while loading, or the button removed, drops the head start', async () => {
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller);
    button()!.click();
    await flush();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(early).toEqual(['start S-1', 'cancel']);
    button()!.click();
    await flush();
    expect(early).toEqual(['start S-1', 'cancel', 'start S-1']);
    await show(controller, request({ user: { secureId: 'S-2', isSignedIn: true } }));
    await flush();
    expect(early.slice(3)).toContain('cancel');
  });

  it('keeps a click made before the chunk arrives: refresh icon, then opens on mount', async () => {
    const widget = fakeWidget();
    await show(controllerFor(widget.load));
    button()!.click();
    expect(button()!.getAttribute('data-icon')).toBe('refresh');
    widget.release();
    await flush();
    expect(widget.opens).toHaveLength(1);
  });

  it('opens by itself 100 ms after first use, once (seen flag in storage)', async () => {
    vi.useFakeTimers();
    localStorage.removeItem('quickactions_seen');
    const widget = fakeWidget();
    await show(controllerFor(widget.load));
    expect(localStorage.getItem('quickactions_seen')).toBe('1');
    await vi.advanceTimersByTimeAsync(99);
    expect(button()!.getAttribute('data-icon')).toBe('bolt');
    await vi.advanceTimersByTimeAsync(1);
    expect(button()!.getAttribute('data-icon')).toBe('refresh');
    widget.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(widget.opens).toHaveLength(1);

    document.body.innerHTML = '<div id="quick-actions"></div>';
    const again = fakeWidget();
    await show(controllerFor(again.load));
    await vi.advanceTimersByTimeAsync(1000);
    expect(button()!.getAttribute('data-icon')).toBe('bolt');
  });

  it('autoOpen: false never opens by itself, and keeps first use for a page that allows it', async () => {
    vi.useFakeTimers();
    localStorage.removeItem('quickactions_seen');
    const widget = fakeWidget();
    widget.release();
    await show(controllerFor(widget.load), request({ options: { autoOpen: false } }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(button()!.getAttribute('data-icon')).toBe('bolt');
    expect(widget.mounts).toEqual([]);
    expect(localStorage.getItem('quickactions_seen')).toBeNull();

    // The next page, without autoOpen: false, is the first use.
    document.body.innerHTML = '<div id="quick-actions"></div>';
    const next = fakeWidget();
    next.release();
    await show(controllerFor(next.load));
    await vi.advanceTimersByTimeAsync(100);
    expect(localStorage.getItem('quickactions_seen')).toBe('1');
    expect(next.mounts).toHaveLength(1);
  });

  it('opens a widget that arrived before the 100 ms first-use timer', async () => {
    vi.useFakeTimers();
    localStorage.removeItem('quickactions_seen');
    const widget = fakeWidget();
    widget.release();
    await show(controllerFor(widget.load));
    await vi.advanceTimersByTimeAsync(0);
    expect(widget.opens).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(widget.opens).toHaveLength(1);
  });

  it('still opens on first use when storage throws', async () => {
    vi.useFakeTimers();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const widget = fakeWidget();
    await show(controllerFor(widget.load));
    await vi.advanceTimersByTimeAsync(100);
    widget.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(widget.opens).toHaveLength(1);
  });

  it('a chunk that fails: the bolt and the failure, announced; a click closes it, the next retries', async () => {
    let attempts = 0;
    const widget = fakeWidget();
    widget.release();
    const load = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : widget.load());
    await show(controllerFor(load));
    button()!.click();
    await flush();
    expect(button()!.getAttribute('data-icon')).toBe('bolt');
    expect(expected()).toHaveLength(1);
    const alert = () => button()!.getRootNode() as ShadowRoot;
    expect(alert().querySelector('[role=alert]')?.textContent).toBe(
      "Quick Actions couldn't load.Try again",
    );
    expect(button()!.getAttribute('aria-expanded')).toBe('true');
    button()!.click();
    expect(alert().querySelector('[role=alert]')).toBeNull();
    expect(button()!.getAttribute('aria-expanded')).toBe('false');
    await flush();
    expect(attempts).toBe(1);
    button()!.click();
    await flush();
    expect(widget.mounts).toHaveLength(1);
  });

  it('the failure’s own button tries again, reported once; Escape closes the failure', async () => {
    let attempts = 0;
    const widget = fakeWidget();
    widget.release();
    const load = () => (++attempts <= 2 ? Promise.reject(new Error('offline')) : widget.load());
    await show(controllerFor(load));
    const root = () => button()!.getRootNode() as ShadowRoot;
    button()!.click();
    await flush();
    root().querySelector<HTMLButtonElement>('[role=alert] button')!.click();
    await flush();
    expect(attempts).toBe(2);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(root().querySelector('[role=alert]')).toBeNull();
    button()!.click();
    await flush();
    expect(widget.mounts).toHaveLength(1);
    expect(expected().map(String)).toEqual(['Error: offline']);
  });

  it('a click, Escape, an outside click or the host’s close while loading: never opens by itself', async () => {
    const cancels: [string, () => void][] = [
      ['click', () => button()!.click()],
      ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))],
      ['outside', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ];
    for (const [name, cancel] of cancels) {
      const widget = fakeWidget();
      const controller = controllerFor(widget.load);
      await show(controller);
      button()!.click();
      await flush();
      expect(button()!.getAttribute('data-icon'), name).toBe('refresh');
      cancel();
      expect(button()!.getAttribute('data-icon'), name).toBe('bolt');
      widget.release();
      await flush();
      expect(widget.mounts, name).toHaveLength(1);
      expect(widget.opens, name).toHaveLength(0);
      controller.run(['destroy']);
    }
  });
});

describe('hide and user changes (destroy)', () => {
  it('hide removes the element, the widget, its listeners and its timers', async () => {
    // setImmediate stays real: the claim below waits for crypto.subtle on real turns.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    localStorage.removeItem('quickactions_seen');
    const widget = fakeWidget();
    widget.release();
    const controller = controllerFor(widget.load);
    await show(controller);
    // Until the browser names this user (a hash from a worker thread: no fixed number of
    // turns), then past jsdom's own zero-delay timer for the storage event its setItem
    // queues: every timer left is then the facade's (the first visit's 100 ms auto-open).
    const deadline = Date.now() + 10_000;
    while (!localStorage.getItem('quickactions_user') && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    const drawnButton = button()!;
    controller.run(['gone']);
    expect(document.body.innerHTML).toBe('<div id="quick-actions"></div>');
    expect(widget.unmounts).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
    drawnButton.click();
    expect(widget.mounts).toHaveLength(1);
  });

  it('keeps the button for the same user and redraws for another', async () => {
    const widget = fakeWidget();
    widget.release();
    const controller = controllerFor(widget.load);
    await show(controller);
    const first = button();
    await show(controller);
    expect(button()).toBe(first);
    await show(controller, request({ user: { secureId: 'S-2', isSignedIn: true } }));
    expect(button()).not.toBe(first);
    expect(document.querySelectorAll('[data-quick-actions-root]')).toHaveLength(1);
  });
});

describe('the device: current user, persist, serviceWorker', () => {
  const hashOf = async (secureId: string) => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secureId));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) await flush();
  };
  /**
   * Until the browser names S-1 as its user. The name is a SHA-256 from crypto.subtle, which
   * answers from a worker thread, after no fixed number of turns (under load, after many).
   */
  const claimed = async () => {
    const hash = await hashOf('S-1');
    await vi.waitFor(() => expect(localStorage.getItem('quickactions_user')).toBe(hash), {
      timeout: 10_000,
    });
  };
  /** A browser with service workers and none registered; returns its register(). */
  const stubWorkerContainer = () => {
    const register = vi.fn(async () => ({}));
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register, getRegistration: async () => undefined, controller: null },
      configurable: true,
    });
    return register;
  };

  it('claims the browser for its user: another user’s personal entries go first', async () => {
    localStorage.setItem('quickactions_user', 'b'.repeat(64));
    localStorage.setItem('quickactions_documents_us_' + 'b'.repeat(64), '{"value":1}');
    // The previous person's experiment answers are theirs: the gate is asked again for this one.
    localStorage.setItem('quickactions_experiment_us_gate', '{"value":"C"}');
    localStorage.setItem('quickactions_seen', '1');
    vi.stubGlobal('fetch', gateAnswer('N'));
    const controller = controllerFor(fakeWidget().load);
    await show(controller);
    await claimed();
    expect(localStorage.getItem('quickactions_documents_us_' + 'b'.repeat(64))).toBeNull();
    expect(localStorage.getItem('quickactions_experiment_us_gate')).toBeNull();
    expect(button()).not.toBeNull();
    expect(localStorage.getItem('quickactions_seen')).toBe('1');
    controller.run(['gone']);
  });

  it('another tab naming someone else (or nobody) takes the widget away', async () => {
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller);
    await claimed(); // the watch starts with the claim, in the same turn
    expect(button()).not.toBeNull();
    // The same user again in another tab: nothing happens.
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'quickactions_user', newValue: await hashOf('S-1') }),
    );
    expect(button()).not.toBeNull();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'quickactions_user', newValue: 'b'.repeat(64) }),
    );
    expect(button()).toBeNull();
    controller.run(['gone']);
  });

  it('a displaced page stays out: a later show (update, refresh, resize) never claims back', async () => {
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller);
    await claimed();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'quickactions_user', newValue: 'b'.repeat(64) }),
    );
    localStorage.setItem('quickactions_user', 'b'.repeat(64));
    expect(button()).toBeNull();
    for (let again = 0; again < 3; again++) await show(controller);
    expect(button()).toBeNull();
    expect(localStorage.getItem('quickactions_user')).toBe('b'.repeat(64));
    controller.run(['gone']);
  });

  it('persist: false writes nothing (no seen flag, no note, no gate answer) and never auto-opens', async () => {
    localStorage.clear();
    vi.stubGlobal('fetch', gateAnswer('N'));
    document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const register = stubWorkerContainer();
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller, request({ options: { persist: false } }));
    await settle();
    widget.release();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(button()).not.toBeNull();
    expect(widget.opens).toEqual([]);
    expect(widget.mounts).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(register).not.toHaveBeenCalled();
    controller.run(['gone']);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('hands the widget the consent and the user cache id; the worker hears each person once (ADR-0106)', async () => {
    const posted: unknown[] = [];
    const worker = {
      scriptURL: 'https://host.example/quick-actions/sw.js',
      postMessage(message: unknown, [port]: MessagePort[]) {
        posted.push(message);
        port!.postMessage({ type: 'quick-actions:user-ack', accepted: true });
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register: vi.fn(async () => ({})), controller: worker },
      configurable: true,
    });
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller);
    await claimed();
    const id = await hashOf('S-1');
    // An update and a refresh claim again: the worker is not told again.
    await show(controller, request({ options: { pageName: 'Will' } }));
    await show(controller);
    button()!.dispatchEvent(new Event('pointerover'));
    widget.release();
    await vi.waitFor(() => expect(widget.mounts).toHaveLength(1));
    const { context, announce } = widget.mounts[0]!;
    expect(context.userId).toBe(id);
    expect(context.consent).toEqual({ keepOnDevice: true, keepInWorker: true });
    // The widget's open asks the same announcer: the first answer, no second message.
    await expect(announce!(id)).resolves.toBe(true);
    expect(posted).toEqual([{ type: 'quick-actions:user', user: id }]);
    // Another person is told.
    await show(controller, request({ user: { secureId: 'S-2', isSignedIn: true } }));
    const other = await hashOf('S-2');
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ type: 'quick-actions:user', user: other });
    controller.run(['gone']);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('serviceWorker: false on a kept button reaches the widget as the facade parsed it', async () => {
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller);
    button()!.dispatchEvent(new Event('pointerover'));
    widget.release();
    await vi.waitFor(() => expect(widget.mounts).toHaveLength(1));
    const first = button();
    await show(controller, request({ options: { serviceWorker: false } }));
    expect(button()).toBe(first);
    expect(widget.consents.at(-1)).toEqual({ keepOnDevice: true, keepInWorker: false });
    controller.run(['gone']);
  });

  it('serviceWorker: false registers no worker; persist changing redraws the widget', async () => {
    const register = stubWorkerContainer();
    const widget = fakeWidget();
    const controller = controllerFor(widget.load);
    await show(controller, request({ options: { serviceWorker: false } }));
    await settle();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(register).not.toHaveBeenCalled();
    const first = button();
    await show(controller, request({ options: { persist: false } }));
    expect(button()).not.toBe(first);
    controller.run(['gone']);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});

// @vitest-environment jsdom
// The host API (docs/host-api.md) in the facade: open, close, on/off and their events, the
// options `update` changes, a re-rendered #quick-actions, a mount that throws, and what destroy
// aborts. Stage one hands each command to the controller's `run` (loader/start-loader.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGateCookie, flush, resetHostPage } from './facade-page';
import { throwing } from '../support/throwing';
import { CREATE_DOCUMENT_URL } from '../../../core/actions';
import type { WidgetHandoff, WidgetModule } from '../../../core/host/widget-handoff';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import {
  createFacadeController,
  scrubbed,
  type FacadeController,
} from '../../../loader/facade/facade-controller';

const USER = { secureId: 'S-1', isSignedIn: true } as const;
const US = { country: 'US', region: '' };
const BASE = 'https://host.example/quick-actions/';

let reports: unknown[] = [];
const expected = () => reports.splice(0);

function fakeWidget() {
  const mounts: WidgetHandoff[] = [];
  const calls: string[] = [];
  const updates: Record<string, unknown>[] = [];
  let mountError: unknown;
  const module: WidgetModule = {
    mount(handoff) {
      if (mountError !== undefined) {
        const error = mountError;
        mountError = undefined;
        throw error;
      }
      mounts.push(handoff);
      // A widget is ready to open a few tasks after its mount (widget/index.tsx).
      void Promise.resolve().then(() => handoff.ready?.());
      return {
        open: () => calls.push('open'),
        close: () => calls.push('close'),
        toggle: () => calls.push('toggle'),
        update: (options) => updates.push(options),
        unmount: () => calls.push('unmount'),
      };
    },
  };
  return {
    mounts,
    calls,
    updates,
    failNextMount: (error: unknown) => (mountError = error),
    load: () => Promise.resolve(module),
  };
}

interface Harness {
  controller: FacadeController;
  /** The host's commands, as stage one hands them over. */
  run: FacadeController['run'];
  widget: ReturnType<typeof fakeWidget>;
  show(options?: Record<string, unknown>, container?: HTMLElement): Promise<void>;
}

/** A controller; `queued`: the commands stage one queued before it arrived. */
function harness(queued: unknown[][] = []): Harness {
  const widget = fakeWidget();
  const controller = createFacadeController(window, (error) => reports.push(error), {
    loadWidget: widget.load,
    storage: createSafeStorage(),
  });
  queued.forEach(controller.run);
  return {
    controller,
    run: controller.run,
    widget,
    show: (options = {}, container = document.getElementById('quick-actions')!) =>
      controller.show(container, USER, US, options, BASE),
  };
}

/** The host's QuickActions('on', event, handler), as stage one hands it over. */
const on = (event: string, handler: unknown): unknown[] => ['on', event, handler];

const root = () => document.querySelector<HTMLElement>('[data-quick-actions-root]');
const button = () => root()?.shadowRoot?.querySelector('button') ?? null;

beforeEach(() => {
  reports = [];
  resetHostPage();
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
});

afterEach(() => {
  expect(reports, 'reports the test did not expect').toEqual([]);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearGateCookie();
});

describe('on/off and the events', () => {
  it('ready fires when the button is drawn; a handler added later is called at once', async () => {
    const early = vi.fn();
    const { run, show } = harness([on('ready', early)]);
    expect(early).not.toHaveBeenCalled();
    await show();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    run(on('ready', late));
    expect(late).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('hidden fires when a drawn button goes away, not when nothing was drawn', async () => {
    const hidden = vi.fn();
    const { controller, run, show } = harness([on('hidden', hidden)]);
    controller.run(['gone']);
    expect(hidden).not.toHaveBeenCalled();
    await show();
    controller.run(['gone']);
    expect(hidden).toHaveBeenCalledTimes(1);
    // Not eligible any more (a design below 768 px on a desktop): hidden again after a redraw.
    await show();
    Object.defineProperty(window, 'innerWidth', { value: 600, configurable: true });
    await show({ design: 'mobile' });
    expect(root()).toBeNull();
    expect(hidden).toHaveBeenCalledTimes(2);
    run(['off', 'hidden', hidden]);
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    await show();
    controller.run(['gone']);
    expect(hidden).toHaveBeenCalledTimes(2);
  });

  it('the widget’s events reach the host through the bus it is handed', async () => {
    const opened = vi.fn();
    const action = vi.fn();
    const { widget, show } = harness([on('open', opened), on('action', action)]);
    await show();
    button()!.dispatchEvent(new Event('pointerover'));
    await flush();
    const { events } = widget.mounts[0]!;
    events.emit('open', undefined);
    events.emit('action', { id: 'create', url: CREATE_DOCUMENT_URL });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({ id: 'create', url: CREATE_DOCUMENT_URL });
  });

  it('a handler that throws is reported (scrubbed) and the others still run', async () => {
    const after = vi.fn();
    const { show } = harness([
      on('ready', throwing('host handler for S-1 broke')),
      on('ready', after),
    ]);
    await show();
    expect(after).toHaveBeenCalledTimes(1);
    expect(expected().map((error) => (error as Error).message)).toEqual([
      'host handler for [redacted] broke',
    ]);
    expect(button()).not.toBeNull();
  });

  it('an unknown event or a handler that is no function is reported, not thrown', async () => {
    const { run } = harness();
    expect(() => run(['on', 'opened', () => {}])).not.toThrow();
    expect(() => run(['on', 'open', 'not a function'])).not.toThrow();
    expect(() => run(['off', '__proto__', () => {}])).not.toThrow();
    expect(expected().map((error) => (error as Error).message)).toEqual([
      'Unknown QuickActions event: opened',
      "QuickActions('on', 'open') needs a function",
      'Unknown QuickActions event: __proto__',
    ]);
  });

  it('destroy: the host hears hidden, then its handlers are gone', async () => {
    const hidden = vi.fn();
    const ready = vi.fn();
    const { run, show } = harness([on('hidden', hidden), on('ready', ready)]);
    await show();
    run(['destroy']);
    expect(root()).toBeNull();
    expect(hidden).toHaveBeenCalledTimes(1);
    await show();
    expect(ready).toHaveBeenCalledTimes(1);
  });
});

describe('open and close', () => {
  it('open before the button is drawn opens it once drawn (a queued command)', async () => {
    const { widget, show } = harness([['open']]);
    await show();
    // The facade asked for the widget with the popup to open, as a click does (spec §4).
    expect(button()!.getAttribute('data-icon')).toBe('refresh');
    await flush();
    expect(widget.calls).toEqual(['open']);
  });

  it('open after the widget arrived opens it; close closes it', async () => {
    const { widget, run, show } = harness();
    await show();
    button()!.dispatchEvent(new Event('pointerover'));
    await flush();
    run(['open']);
    run(['close']);
    expect(widget.calls).toEqual(['open', 'close']);
  });

  it('close drops an open still waiting for the widget', async () => {
    const { widget, run, show } = harness();
    await show();
    run(['open']);
    run(['close']);
    expect(button()!.getAttribute('data-icon')).toBe('bolt');
    await flush();
    expect(widget.mounts).toHaveLength(1);
    expect(widget.calls).toEqual([]);
  });

  it('an open stage one got after it found the widget hidden is not kept for later', async () => {
    const { widget, show } = harness([['gone'], ['open']]);
    await show();
    await flush();
    expect(button()!.getAttribute('data-icon')).toBe('bolt');
    expect(widget.mounts).toEqual([]);
  });

  it('does nothing when the widget is hidden, and does not open it later', async () => {
    const { widget, run, show } = harness();
    document.cookie = 'dcsExp=QuickActionsGate%3DC';
    await show();
    expect(root()).toBeNull();
    run(['open']);
    document.cookie = 'dcsExp=QuickActionsGate%3DN';
    await show();
    await flush();
    expect(button()!.getAttribute('data-icon')).toBe('bolt');
    expect(widget.mounts).toEqual([]);
  });
});

describe('update: the options that change without a reload', () => {
  it('position, offset and zIndex move the drawn button; pageName and theme go to the widget', async () => {
    const { widget, show } = harness();
    await show();
    const first = button();
    expect(root()!.style.getPropertyValue('--qa-right')).toBe('24px');
    button()!.dispatchEvent(new Event('pointerover'));
    await flush();
    const options = {
      position: 'bottom-left',
      offset: { x: 10, y: 90 },
      zIndex: 1000,
      pageName: 'All Contracts',
      theme: 'slate-v4',
    };
    await show(options);
    expect(button()).toBe(first);
    expect(root()!.style.getPropertyValue('--qa-left')).toBe('10px');
    expect(root()!.style.getPropertyValue('--qa-right')).toBe('auto');
    expect(root()!.style.getPropertyValue('--qa-bottom')).toBe('90px');
    expect(root()!.style.getPropertyValue('--qa-z')).toBe('1000');
    expect(widget.updates).toEqual([options]);
    expect(widget.calls).toEqual([]);
  });

  it('a widget mounted after an update gets the updated options', async () => {
    const { widget, show } = harness();
    await show({ pageName: 'Home' });
    await show({ pageName: 'All Contracts' });
    button()!.dispatchEvent(new Event('pointerover'));
    await flush();
    expect(widget.mounts[0]!.context.options).toMatchObject({ pageName: 'All Contracts' });
  });

  it('colorScheme: on the root when drawn, changed in place by update (loader/facade/drawn-button.ts)', async () => {
    const { widget, show } = harness();
    const scheme = () => root()!.getAttribute('data-color-scheme');
    await show({ colorScheme: 'dark' });
    const first = root();
    expect(scheme()).toBe('dark');
    button()!.dispatchEvent(new Event('pointerover'));
    await flush();
    await show({ colorScheme: 'auto' });
    expect(root()).toBe(first);
    expect(scheme()).toBe('auto');
    expect(widget.updates).toEqual([{ colorScheme: 'auto' }]);
    // Light, and any value the stylesheets do not match (the widget reports it): the default.
    await show({});
    expect(scheme()).toBe('');
    await show({ colorScheme: Symbol('dark') });
    expect(scheme()).toBe('');
    await show({ colorScheme: 'light' });
    expect(scheme()).toBe('light');
    expect(root()).toBe(first);
  });

  it('another design is drawn again', async () => {
    const ready = vi.fn();
    const { show } = harness([on('ready', ready)]);
    await show();
    const first = button();
    await show({ design: 'desktop-v2' });
    expect(button()).not.toBe(first);
    expect(ready).toHaveBeenCalledTimes(2);
  });
});

describe('a re-rendered #quick-actions (single-page hosts, hydration)', () => {
  it('refresh for the same person draws for the new element, and removes the old button', async () => {
    const { show } = harness();
    await show();
    const first = root();
    // The host's framework replaces the element; our root is outside it (facade-button.ts).
    const fresh = document.createElement('div');
    document.getElementById('quick-actions')!.replaceWith(fresh);
    fresh.id = 'quick-actions';
    await show({}, fresh);
    expect(document.querySelectorAll('[data-quick-actions-root]')).toHaveLength(1);
    expect(root()).not.toBe(first);
    expect(button()).not.toBeNull();
  });

  it('draws again when the element stayed but our root was removed from it', async () => {
    const { show } = harness();
    await show();
    root()!.remove();
    await show();
    expect(button()).not.toBeNull();
  });
});

describe('a mount that throws', () => {
  it('is reported, shown as a failed open, leaves no rejection; trying again mounts it', async () => {
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    process.on('unhandledRejection', onRejection as never);
    try {
      const { widget, show } = harness();
      await show();
      widget.failNextMount(new Error('pageName getter for S-1 broke'));
      button()!.click();
      await flush();
      expect(expected().map((error) => (error as Error).message)).toEqual([
        'pageName getter for [redacted] broke',
      ]);
      expect(button()!.getAttribute('data-icon')).toBe('bolt');
      expect(widget.mounts).toEqual([]);
      // The person asked to open: the failure shows where the popup would be (ADR-0103).
      expect(button()!.getAttribute('aria-expanded')).toBe('true');
      const again = root()!.shadowRoot!.querySelector<HTMLButtonElement>('[role="alert"] button');
      again!.click();
      await flush();
      expect(widget.mounts).toHaveLength(1);
      expect(widget.calls).toEqual(['open']);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(rejections).toEqual([]);
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
      process.off('unhandledRejection', onRejection as never);
    }
  });
});

describe('show never rejects (stage one gets nothing unscrubbed)', () => {
  it('a host option whose getter throws is reported by the facade, scrubbed', async () => {
    const { show } = harness();
    const options = {
      get design(): string {
        throw new Error('no design for S-1');
      },
    };
    await expect(show(options)).resolves.toBeUndefined();
    expect(expected().map((error) => (error as Error).message)).toEqual([
      'no design for [redacted]',
    ]);
  });

  it('scrubbed (stage one’s reports): every id, any value, as an Error', () => {
    const error = scrubbed(
      new Error('S-1 then s-2', { cause: 'S-2 again' }),
      new Set(['S-1', 'S-2']),
    );
    expect(error.message).toBe('[redacted] then [redacted]');
    expect(String(error.cause)).not.toContain('S-2');
    expect(scrubbed('plain S-1', ['S-1'])).toBeInstanceOf(Error);
    expect(scrubbed('plain S-1', ['S-1']).message).toBe('plain [redacted]');
  });
});

describe('destroy aborts what is in flight', () => {
  it('the gate request is aborted and its abort is not reported', async () => {
    document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            signals.push(init.signal!);
            init.signal!.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const { controller, show } = harness();
    const showing = show();
    // The gate is asked once the person's claim is made (a hash off the event loop).
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    controller.run(['gone']);
    expect(signals[0]!.aborted).toBe(true);
    await showing;
    expect(root()).toBeNull();
  });
});

describe('the host’s own launcher: launcher: false and toggle', () => {
  it('the button is drawn but not shown; ready fires; the popup takes its corner', async () => {
    const ready = vi.fn();
    const { show } = harness([on('ready', ready)]);
    await show({ launcher: false });
    expect(root()!.hasAttribute('data-no-launcher')).toBe(true);
    const css = root()!.shadowRoot!.querySelector('style')!.textContent;
    expect(css).toContain(':host([data-no-launcher]) .qa-fab{display:none}');
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('no first-use open without our launcher: the host decides when it opens', async () => {
    localStorage.removeItem('quickactions_seen');
    const { show, widget } = harness();
    await show({ launcher: false });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await flush();
    expect(widget.mounts).toEqual([]);
    expect(localStorage.getItem('quickactions_seen')).toBeNull();
  });

  it('toggle opens (loading the widget), then closes what the widget shows open', async () => {
    const { run, show, widget } = harness();
    await show({ launcher: false });
    run(['toggle']);
    await flush();
    expect(widget.mounts).toHaveLength(1);
    expect(widget.calls).toEqual(['open']);
    // From then on the widget's popup owns the open (ADR-0108): each toggle goes to it.
    run(['toggle']);
    run(['toggle']);
    expect(widget.calls).toEqual(['open', 'toggle', 'toggle']);
  });

  it('the element behind the host’s open is handed to the widget', async () => {
    document.body.insertAdjacentHTML('beforeend', '<button id="help"><span>Help</span></button>');
    const help = document.getElementById('help')!;
    const { run, show, widget } = harness();
    await show({ launcher: false });
    // What has focus (a keyboard, or a click that focuses)…
    help.focus();
    run(['open']);
    await flush();
    expect(widget.mounts[0]!.opener()).toBe(help);
    // …or, where a click focuses nothing (WebKit), what was clicked.
    help.blur();
    const label = help.querySelector('span')!;
    label.addEventListener('click', () => run(['toggle']));
    label.click();
    expect(widget.mounts[0]!.opener()).toBe(label);
  });

  it('update switches the launcher on and off in place, keeping the widget', async () => {
    const { run, show, widget } = harness();
    await show({ launcher: false });
    run(['toggle']);
    await flush();
    const drawn = root();
    await show({ launcher: true });
    expect(root()).toBe(drawn);
    expect(drawn!.hasAttribute('data-no-launcher')).toBe(false);
    await show({ launcher: false });
    expect(drawn!.hasAttribute('data-no-launcher')).toBe(true);
    expect(widget.calls).not.toContain('unmount');
  });
});

describe('the host’s hide and show', () => {
  const gateRequests = () => {
    clearGateCookie();
    const fetch = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('hide closes the popup and takes the widget off the page, with no hidden event', async () => {
    const hidden = vi.fn();
    const { run, show, widget } = harness([on('hidden', hidden)]);
    await show();
    run(['open']);
    await flush();
    run(['hide']);
    expect(widget.calls).toEqual(['open', 'close']);
    expect(root()!.style.display).toBe('none');
    expect(hidden).not.toHaveBeenCalled();
    // Nothing opens while hidden.
    run(['open']);
    run(['toggle']);
    expect(widget.calls).toEqual(['open', 'close']);
    run(['show']);
    expect(root()!.style.display).toBe('');
    run(['open']);
    expect(widget.calls).toEqual(['open', 'close', 'open']);
    expect(widget.calls).not.toContain('unmount');
  });

  it('no request while hidden: an evaluation waits for show, which runs it', async () => {
    const { run, show } = harness();
    await show();
    run(['hide']);
    const fetch = gateRequests();
    // A refresh or update while hidden (stage one's show).
    await show({ zIndex: 5 });
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    run(['show']);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await flush();
    expect(expected().length).toBeGreaterThan(0);
  });

  it('hidden before the first evaluation: nothing is drawn until show', async () => {
    const ready = vi.fn();
    const { run, show } = harness([['hide'], on('ready', ready)]);
    await show();
    expect(root()).toBeNull();
    run(['show']);
    await vi.waitFor(() => expect(ready).toHaveBeenCalledTimes(1));
    expect(root()!.style.display).toBe('');
  });
});

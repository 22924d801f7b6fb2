// @vitest-environment jsdom
// The widget's side of the host API (docs/host-api.md): the events it emits on the page's
// bus (open, close, action with `{ id, url }`, section states and errors for the debug log), the
// options `update` changes, close, a mount that throws, what unmount aborts, and the host's own
// React marker on the document.
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CREATE_DOCUMENT_URL,
  ESTATE_VAULT_URL,
  MY_ACCOUNT_URL,
  NOTARIZE_URL,
  VIEW_ALL_URL,
} from '../../../core/actions';
import { createEventBus, type WidgetEvents } from '../../../core/host/host-events';
import { mount } from '../../../widget/index';
import {
  advance,
  click,
  createFakeHost,
  mountWidget,
  openPopup,
  openWidget,
  popup,
  settle,
  stayOnPage,
  waitForPopup,
  type HostSetup,
  type MountedHost,
} from './support/widget-harness';

stayOnPage();

const named = (host: MountedHost, name: keyof WidgetEvents) =>
  host.emitted.filter(([event]) => event === name).map(([, payload]) => payload);

/** Opens the popup with the upsell offer fixed (random 0). */
const openFor = (setup: HostSetup = {}) => openWidget({ random: () => 0, ...setup });

describe('open and close events', () => {
  it('open when the popup shows, close when it goes', async () => {
    const host = await mountWidget();
    await openPopup(host);
    expect(named(host, 'open')).toHaveLength(1);
    expect(named(host, 'close')).toHaveLength(0);
    await click(host.button);
    expect(named(host, 'close')).toHaveLength(1);
  });

  it('no close for a popup that never showed (closed while fetching)', async () => {
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 5_000 });
    await click(host.button);
    act(() => host.widget.close());
    await advance(6_000);
    expect(popup(host)).toBeNull();
    expect(named(host, 'open')).toEqual([]);
    expect(named(host, 'close')).toEqual([]);
  });

  it('close() closes an open popup; open() opens a closed one', async () => {
    const host = await mountWidget();
    await act(async () => host.widget.open());
    await advance(600);
    expect(popup(host)).not.toBeNull();
    await act(async () => host.widget.close());
    expect(popup(host)).toBeNull();
    expect(host.button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the action event: { id, url } of what the person chose', () => {
  it('the actions, documents, hubs, View all and My Account', async () => {
    const host = await openFor();
    await click(host.view.getByRole('link', { name: 'Create New Document' }));
    await click(host.view.getByRole('link', { name: 'Sign Documents' }));
    await click(host.view.getByRole('link', { name: 'Notarize Documents' }));
    await click(host.view.getByRole('link', { name: /^Last Will and Testament/ }));
    await click(host.view.getByRole('link', { name: 'Business Planning' }));
    await click(host.view.getByRole('link', { name: 'Estate Vault' }));
    await click(host.view.getByRole('link', { name: 'View all' }));
    await click(host.view.getByRole('link', { name: 'My Account' }));
    const actions = named(host, 'action') as { id: string; url: string }[];
    expect(actions.map(({ id }) => id)).toEqual([
      'create',
      'sign',
      'notarize',
      'document',
      'hub',
      'hub',
      'viewAll',
      'myAccount',
    ]);
    expect(actions[0]!.url).toBe(CREATE_DOCUMENT_URL);
    expect(actions[2]!.url).toBe(NOTARIZE_URL);
    expect(actions[3]!.url).toMatch(/preview\.aspx$/);
    expect(actions[5]!.url).toBe(ESTATE_VAULT_URL);
    expect(actions[6]!.url).toBe(VIEW_ALL_URL);
    expect(actions[7]!.url).toBe(MY_ACCOUNT_URL);
    // The detail is what the link holds: the same URL the person goes to.
    const create = host.view.getByRole('link', { name: 'Create New Document' });
    expect(create.getAttribute('href')).toBe(actions[0]!.url);
  });

  it('the upsell, and an editor document (its form’s URL)', async () => {
    const upsold = await openFor({ random: () => 0.999 });
    await click(upsold.view.getByRole('link', { name: 'Help your family find what they need' }));
    expect(named(upsold, 'action')).toEqual([{ id: 'upsell', url: ESTATE_VAULT_URL }]);
    const editor = await openFor({ country: 'CA', region: 'ON' });
    const button = editor.view.getByRole('button', { name: /^Residential Tenancy Agreement/ });
    await click(button);
    const [detail] = named(editor, 'action') as { id: string; url: string }[];
    expect(detail).toMatchObject({ id: 'document' });
    expect(detail!.url).toBe(button.closest('form')!.getAttribute('action'));
  });
});

describe('the debug log’s own events (spec §9)', () => {
  it('section states as they change, and errors without the secure id', async () => {
    const host = await openFor();
    const sections = named(host, 'section') as { section: string; status: string }[];
    expect(sections).toEqual(
      expect.arrayContaining([
        { section: 'documents', status: 'live' },
        { section: 'hubs', status: 'live' },
        { section: 'suggestion', status: 'live' },
      ]),
    );
    act(() => host.widget.close());
    host.network.set('dashboards', { failStatus: 500 });
    await advance(11_000);
    await openPopup(host);
    await advance(2_000);
    const errors = named(host, 'error') as Error[];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error instanceof Error)).toBe(true);
    expect(JSON.stringify(errors.map((error) => [error.message, error.stack]))).not.toContain(
      'S-1',
    );
  });

  it('window.quickActionsDebug = true logs them to the console; nothing otherwise', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const host = createFakeHost();
    host.handoff.events = createEventBus<WidgetEvents>();
    let widget!: ReturnType<typeof mount>;
    await act(async () => {
      widget = mount(host.handoff, host.deps);
    });
    await act(async () => widget.open());
    await advance(600);
    expect(log).not.toHaveBeenCalled();
    window.quickActionsDebug = true;
    try {
      await act(async () => widget.close());
      expect(log).toHaveBeenCalledWith('[QuickActions]', 'close');
    } finally {
      delete window.quickActionsDebug;
      await act(async () => widget.unmount());
      host.root.remove();
    }
  });
});

describe('max height (spec §4)', () => {
  it('is measured in the task of the open, from the content drawn before it', async () => {
    const host = await mountWidget();
    // The popup's parts are drawn after the mount, before any open (app.tsx).
    for (let turn = 0; turn < 8; turn++) await settle();
    // The popup as each read of its computed style found it: every part drawn and laid out
    // unseen before the click, so the read lays out nothing the click's task drew.
    const seen: string[] = [];
    const computedStyle = window.getComputedStyle.bind(window);
    const styles = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      if (element instanceof HTMLElement && element.id === 'quick-actions-popup')
        seen.push(
          `hidden ${element.hidden}, unseen ${element.hasAttribute('data-unseen')}, ${element.childElementCount} children`,
        );
      return computedStyle(element, pseudo);
    });
    // The click and everything it set going; not openPopup, whose role queries read styles too.
    await click(host.button);
    styles.mockRestore();
    await waitForPopup(host);
    // Nothing cached: the upsell, picked by the documents, draws no element yet.
    expect(seen).toEqual(['hidden true, unseen true, 5 children']);
    // jsdom lays nothing out: the viewport's 768 px less the 32 px margin.
    expect(popup(host)?.style.maxHeight).toBe('736px');
  });
});

describe('update', () => {
  it('pageName and the upTo* options apply from the next measure', async () => {
    const host = await mountWidget({ country: 'CA', region: 'ON', options: { pageName: 'Home' } });
    const target = document.createElement('div');
    target.id = 'qa-target';
    target.getBoundingClientRect = () => ({ bottom: 300, top: 280 }) as DOMRect;
    document.body.append(target);
    // The popup grows up from an anchor near the viewport's bottom (jsdom lays nothing out).
    host.button.getBoundingClientRect = () => ({ top: 700 }) as DOMRect;
    const height = () => parseFloat(popup(host)!.style.maxHeight);
    try {
      // spec §5: in CA the popup options apply only on the expansion pages; Home is none.
      act(() => host.widget.update({ pageName: 'Home', upToIdBottom: 'qa-target' }));
      await openPopup(host);
      const toViewportTop = height();
      await click(host.button);
      act(() => host.widget.update({ pageName: 'All Contracts', upToIdBottom: 'qa-target' }));
      await openPopup(host);
      // Now it reaches up to the target's bottom edge (300 px) only.
      expect(toViewportTop - height()).toBe(300);
    } finally {
      target.remove();
    }
  });

  it('theme switches the stylesheet', async () => {
    const host = await mountWidget({ options: { theme: 'slate-v1' } });
    const themes = () =>
      [...host.shadowRoot.querySelectorAll('link[data-qa-theme]')].map((link) =>
        link.getAttribute('data-qa-theme'),
      );
    expect(themes()).toEqual(['slate-v1']);
    act(() => host.widget.update({ theme: 'slate-v4' }));
    expect(themes()).toContain('slate-v4');
  });
});

describe('colorScheme: the facade draws it, the widget reports a value it does not know', () => {
  const reported = (host: MountedHost) =>
    host.logError.mock.calls.map(([error]) => error.message).filter((m) => /colorScheme/.test(m));

  it('reports an unsupported value once at mount, and each new one an update sets', async () => {
    const host = await mountWidget({ options: { colorScheme: 'night' } });
    await settle();
    expect(reported(host)).toEqual([
      `Unsupported colorScheme "night": use 'light', 'dark' or 'auto'; 'light' applies`,
    ]);
    // The same value again (another evaluation, another option updated): not again.
    act(() => host.widget.update({ colorScheme: 'night', pageName: 'Home' }));
    act(() => host.widget.update({ colorScheme: 'dark' }));
    act(() => host.widget.update({ colorScheme: 42 }));
    await settle();
    expect(reported(host)).toEqual([
      `Unsupported colorScheme "night": use 'light', 'dark' or 'auto'; 'light' applies`,
      `Unsupported colorScheme number: use 'light', 'dark' or 'auto'; 'light' applies`,
    ]);
  });

  it('reports nothing for light, dark, auto or none', async () => {
    const host = await mountWidget({ options: { colorScheme: 'auto' } });
    for (const colorScheme of ['dark', 'light', undefined]) {
      act(() => host.widget.update({ colorScheme }));
    }
    await settle();
    expect(reported(host)).toEqual([]);
  });
});

describe('a mount that throws (a host option getter)', () => {
  it('undoes what it did and throws, so the facade can report it and try again', async () => {
    const host = createFakeHost({
      options: {
        get pageName(): string {
          throw new Error('host getter broke');
        },
      },
    });
    const added = vi.spyOn(host.button, 'addEventListener');
    expect(() => mount(host.handoff, host.deps)).toThrow('host getter broke');
    expect(host.shadowRoot.querySelector('.qa-app')).toBeNull();
    expect(host.shadowRoot.querySelectorAll('link[data-qa-theme]')).toHaveLength(0);
    expect(added).not.toHaveBeenCalled();
    host.root.remove();
  });

  it('a throw after the root was created is undone too', async () => {
    const host = createFakeHost();
    // The host's track throws only here: the open on mount is tracked right after the root.
    host.handoff.openOnMount = true;
    const toggleError = new Error('late step broke');
    host.handoff.button.addEventListener = () => {
      throw toggleError;
    };
    let thrown: unknown;
    await act(async () => {
      try {
        mount(host.handoff, host.deps);
      } catch (error) {
        thrown = error;
      }
    });
    expect(thrown).toBe(toggleError);
    expect(host.shadowRoot.querySelector('.qa-app')).toBeNull();
    host.root.remove();
  });
});

describe('unmount leaves the host page as it was', () => {
  it('keeps the host’s own React marker on the document', async () => {
    const hostMarker = '_reactListeninghost123';
    (document as unknown as Record<string, unknown>)[hostMarker] = true;
    try {
      const host = await mountWidget();
      const ours = Object.keys(document).filter(
        (key) => key.startsWith('_reactListening') && key !== hostMarker,
      );
      await host.unmount();
      expect((document as unknown as Record<string, unknown>)[hostMarker]).toBe(true);
      for (const key of ours) expect(Object.keys(document)).not.toContain(key);
    } finally {
      delete (document as unknown as Record<string, unknown>)[hostMarker];
    }
  });

  it('aborts the requests it started and the error logger’s retries', async () => {
    // The error logger skips localhost unless the page asks for dev reports (spec §8).
    window.history.replaceState(null, '', '/?logDevEnvironmentErrors=true');
    try {
      const mounting = mountWidget({ country: 'CA', region: 'ON' });
      const host = await mounting;
      // Hanging: the icon definitions and CA's e-sign experiment. Failing: the hubs (a report),
      // whose report the logger cannot deliver (503: its retry waits 500 ms).
      host.network.set('icons', { hang: true });
      host.network.set('experiment', { hang: true });
      host.network.set('dashboards', { failStatus: 500 });
      host.network.set('logger', { failStatus: 503 });
      await click(host.button);
      await advance(600);
      await vi.waitFor(() => expect(host.network.count('logger')).toBeGreaterThan(0));
      const inFlight = host.network.calls.filter(({ api }) =>
        ['icons', 'experiment'].includes(api),
      );
      expect(inFlight.map(({ api }) => api).sort()).toEqual(['experiment', 'icons']);
      const loggerCalls = host.network.count('logger');
      await host.unmount();
      for (const call of inFlight) expect(call.options?.signal?.aborted).toBe(true);
      // No retry waits on: nothing is left to run, and no report goes out any more.
      await advance(0);
      expect(vi.getTimerCount()).toBe(0);
      await advance(5_000);
      expect(host.network.count('logger')).toBe(loggerCalls);
      expect(host.logError).not.toHaveBeenCalledWith(
        expect.objectContaining({ name: 'AbortedError' }),
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

// @vitest-environment jsdom
// The popup's content is drawn before it is opened: from the widget's mount on, a part per task,
// hidden, and kept after a close, so an open with fresh data
// shows it in the click's own task and the next frame paints it (core/popup/content-machine.ts,
// widget/components/drawn-in-turns.tsx). An open that comes first draws the parts left at once;
// once shown, nothing is drawn in turns.
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountedWidget } from '../../../core/host/widget-handoff';
import tilesUserA from '../../../demo/fixtures/tiles-user-a.json';
import { mount } from '../../../widget/index';
import { usDocumentTile } from './support/fake-network';
import {
  advance,
  createFakeHost,
  documentTitles,
  mountWidget,
  popup,
  settle,
  unmountAll,
  waitForPopup,
  type MountedHost,
} from './support/widget-harness';

// Header, actions, upsell, documents, hubs, account (widget/popup-parts.tsx).
const PARTS = 6;

const panel = (host: { shadowRoot: ShadowRoot }) =>
  host.shadowRoot.querySelector<HTMLElement>('#quick-actions-popup');
const elementsDrawn = (host: { shadowRoot: ShadowRoot }) => panel(host)?.childElementCount ?? 0;

/** Dispatches the click in a synchronous act(): React's own work flushed, no task after it. */
function clickInItsOwnTask(host: { button: HTMLButtonElement }): void {
  act(() => {
    host.button.click();
  });
}

/** The popup's element count after each task (one settle() each), `turns` of them. */
async function countsTurnByTurn(
  host: { shadowRoot: ShadowRoot },
  turns: number,
): Promise<number[]> {
  const counts: number[] = [];
  for (let turn = 0; turn < turns; turn++) {
    await settle();
    counts.push(elementsDrawn(host));
  }
  return counts;
}

/** What `step` adds inside the popup. */
async function addedDuring(host: MountedHost, step: () => Promise<void> | void): Promise<Node[]> {
  const added: Node[] = [];
  const observer = new MutationObserver((records) =>
    records.forEach((record) => added.push(...record.addedNodes)),
  );
  observer.observe(panel(host)!, { childList: true, subtree: true });
  await step();
  await Promise.resolve();
  observer.disconnect();
  return added;
}

/** Mounts as the facade does, without letting any task run: the test counts them. */
function mountWithoutTurns() {
  const host = createFakeHost();
  let widget!: MountedWidget;
  act(() => {
    widget = mount(host.handoff, host.deps);
  });
  const view = within(host.shadowRoot.querySelector<HTMLElement>('.qa-app')!);
  return {
    ...host,
    widget,
    view,
    async unmount() {
      await act(async () => widget.unmount());
      host.root.remove();
    },
  };
}

/** Mounts, lets every turn run, opens once (the data is then fresh for 10 s) and closes. */
async function openedOnceAndClosed(): Promise<MountedHost> {
  const host = await mountWidget();
  await countsTurnByTurn(host, PARTS + 2);
  clickInItsOwnTask(host);
  await waitForPopup(host);
  clickInItsOwnTask(host);
  await settle();
  expect(popup(host)).toBeNull();
  return host;
}

// Node's MessageChannel (jsdom has none) delivers outside the fake clock; without it each turn
// is a timer the tests move (core/scheduling.ts), so turns are counted exactly.
beforeEach(() => {
  vi.stubGlobal('MessageChannel', undefined);
});
afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
});

describe('the popup drawn before it is opened', () => {
  it('is drawn after the mount, a part per task, hidden, and never shows by itself', async () => {
    const host = mountWithoutTurns();
    try {
      expect(elementsDrawn(host)).toBe(0);
      const counts = await countsTurnByTurn(host, PARTS + 4);
      counts.forEach((count, turn) =>
        expect(count - (counts[turn - 1] ?? 0)).toBeLessThanOrEqual(1),
      );
      // Nothing cached: the upsell, picked by the documents, draws no element yet.
      expect(counts.at(-1)).toBe(PARTS - 1);
      expect(panel(host)?.hidden).toBe(true);
      expect(panel(host)?.hasAttribute('data-unseen')).toBe(true);
      expect(host.view.queryByRole('region', { name: 'Quick Actions' })).toBeNull();
      expect(host.button.getAttribute('aria-expanded')).toBe('false');
      // Drawing asks for nothing: the data calls wait for an open.
      expect(host.network.count('tiles')).toBe(0);
    } finally {
      await host.unmount();
    }
  });

  it('with fresh data, shows in the task of the click, adding nothing and asking for nothing', async () => {
    const host = await openedOnceAndClosed();
    const tilesAsked = host.network.count('tiles');
    const drawn = [...panel(host)!.children];

    const added = await addedDuring(host, () => clickInItsOwnTask(host));
    // No task has run since the click: the popup is open and shown, its elements those drawn.
    expect(host.button.getAttribute('aria-expanded')).toBe('true');
    expect(host.button.getAttribute('aria-busy')).toBe('false');
    expect(popup(host)).not.toBeNull();
    expect(panel(host)?.hasAttribute('data-unseen')).toBe(false);
    expect(added).toEqual([]);
    expect([...panel(host)!.children]).toEqual(drawn);
    await advance(1_000);
    expect(host.network.count('tiles')).toBe(tilesAsked);
  });

  it('keeps its content after a close: hidden, laid out, the same elements', async () => {
    const host = await openedOnceAndClosed();
    expect(elementsDrawn(host)).toBe(PARTS);
    expect(panel(host)?.hidden).toBe(true);
    expect(panel(host)?.hasAttribute('data-unseen')).toBe(true);
    // Nothing of the popup can be reached while it is closed.
    expect(host.view.queryByRole('link', { name: /My Account/ })).toBeNull();
  });

  it('draws data that changed while it was closed into the kept content before it shows', async () => {
    const host = await openedOnceAndClosed();
    // Older than spec §9's 10 s: the next open fetches, and the answer has a new document.
    await advance(10_000);
    host.network.set('tiles', {
      body: { Data: [...tilesUserA.Data, usDocumentTile(70001, 'Garage Lease')] },
    });
    clickInItsOwnTask(host);
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    expect(popup(host)).toBeNull();
    await waitForPopup(host);
    expect(documentTitles(host)[0]).toBe('Garage Lease');
    expect(elementsDrawn(host)).toBe(PARTS);
  });

  it('opened before the parts are drawn, draws the rest at once and shows only with them all', async () => {
    const host = mountWithoutTurns();
    try {
      // The app's first commit, then the first turn of the drawing.
      await settle();
      await settle();
      const before = elementsDrawn(host);
      expect(before).toBeLessThan(PARTS - 1);
      clickInItsOwnTask(host);
      // The click's own task draws nothing more: it stays as light as a click on a drawn popup.
      expect(elementsDrawn(host)).toBe(before);
      await settle();
      // Someone waits: every part left in the next turn (ADR-0126), not a task each (the upsell,
      // picked by the documents, may still wait for them).
      expect(elementsDrawn(host)).toBeGreaterThanOrEqual(PARTS - 1);
      await waitForPopup(host);
      expect(elementsDrawn(host)).toBe(PARTS);
      expect(host.view.getByRole('link', { name: /My Account/ })).toBeTruthy();
    } finally {
      await host.unmount();
    }
  });

  it('closed again while drawing at once, keeps every part it drew', async () => {
    const host = mountWithoutTurns();
    try {
      await settle();
      clickInItsOwnTask(host);
      await settle();
      const drawn = [...panel(host)!.children];
      expect(drawn.length).toBeGreaterThanOrEqual(PARTS - 1);
      // Escape while fetching: nobody waits any more, and nothing drawn is taken away.
      act(() => {
        fireEvent.keyDown(document, { key: 'Escape' });
      });
      await countsTurnByTurn(host, 3);
      expect(host.button.getAttribute('aria-expanded')).toBe('false');
      expect([...panel(host)!.children].slice(0, drawn.length)).toEqual(drawn);
    } finally {
      await host.unmount();
    }
  });
});

describe('the task that opens the popup', () => {
  it('starts the data calls in the task after it when the data is not fresh', async () => {
    const host = await mountWidget();
    clickInItsOwnTask(host);
    // Every promise chain the click started, and no task: the calls wait for the next one.
    await act(async () => {
      for (let microtask = 0; microtask < 50; microtask++) await Promise.resolve();
    });
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    expect(host.network.count('tiles')).toBe(0);
    expect(host.network.count('dashboards')).toBe(0);

    await settle();
    expect(host.network.count('tiles')).toBe(1);
    expect(host.network.count('dashboards')).toBe(1);
  });
});

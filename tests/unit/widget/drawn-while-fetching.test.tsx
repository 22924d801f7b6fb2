// @vitest-environment jsdom
// issue 15 "No long task from us ... on a click": the popup's parts are drawn while it is
// fetching (spec §4: hidden until the data settles or 500 ms pass), one task apart, and it shows
// once they all are, so the task that shows it only reveals them; once shown, nothing is drawn
// in turns (widget/components/drawn-while-fetching.tsx).
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  mountWidget,
  popup,
  settle,
  unmountAll,
  visitEarlier,
} from './support/widget-harness';
import type { MountedHost } from './support/widget-harness';

// Header, actions, upsell, documents, hubs, account (widget/app.tsx).
const PARTS = 6;

const panel = (host: MountedHost) =>
  host.shadowRoot.querySelector<HTMLElement>('#quick-actions-popup');
const elementsDrawn = (host: MountedHost) => panel(host)?.childElementCount ?? 0;

/** Dispatches the click in a synchronous act(): React's own work flushed, no task after it. */
function clickInItsOwnTask(host: MountedHost): void {
  act(() => {
    host.button.click();
  });
}

/** The popup's element count after each of its turns (one settle() each). */
async function countsTurnByTurn(host: MountedHost): Promise<number[]> {
  const counts: number[] = [];
  for (let turn = 0; turn <= PARTS; turn++) {
    await settle();
    counts.push(elementsDrawn(host));
  }
  return counts;
}

/** What `step` adds inside the popup. */
async function addedDuring(host: MountedHost, step: () => Promise<void>): Promise<Node[]> {
  const added: Node[] = [];
  const observer = new MutationObserver((records) =>
    records.forEach((record) => added.push(...record.addedNodes)),
  );
  observer.observe(panel(host)!, { childList: true, subtree: true });
  await step();
  observer.disconnect();
  return added;
}

// Node's MessageChannel (jsdom has none) delivers outside the fake clock; without it each turn
// is a timer the tests move (core/scheduling/yield-to-main.ts), so turns are counted exactly.
beforeEach(() => {
  vi.stubGlobal('MessageChannel', undefined);
});
afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
});

describe('the popup drawn while it is fetching (issue 15)', () => {
  it('draws nothing in the click, then a part per task, hidden; showing it adds nothing', async () => {
    const host = await mountWidget();
    host.network.set('tiles', { hang: true });

    clickInItsOwnTask(host);
    expect(host.button.getAttribute('aria-busy')).toBe('true');
    expect(elementsDrawn(host)).toBe(0);

    const counts = await countsTurnByTurn(host);
    // A part a turn (the upsell, not offered while the documents load, draws no element).
    counts.forEach((count, turn) => expect(count - (counts[turn - 1] ?? 0)).toBeLessThanOrEqual(1));
    const complete = counts[PARTS]!;
    expect(complete).toBeGreaterThanOrEqual(PARTS - 1);
    expect(counts[PARTS - 1]).toBe(complete);
    expect(panel(host)?.hidden).toBe(true);
    expect(popup(host)).toBeNull();

    // spec §9: shown after the 500 ms open wait, the documents still loading.
    const added = await addedDuring(host, () => advance(500));
    expect(popup(host)).not.toBeNull();
    expect(added).toEqual([]);
    expect(elementsDrawn(host)).toBe(complete);
  });

  it('shows the cached data it drew while fetching without adding an element', async () => {
    await visitEarlier();
    const host = await mountWidget();
    host.network.set('tiles', { delayMs: 2_000 });

    clickInItsOwnTask(host);
    const counts = await countsTurnByTurn(host);
    expect(counts[PARTS]).toBe(PARTS);
    expect(popup(host)).toBeNull();

    const added = await addedDuring(host, () => advance(500));
    expect(popup(host)).not.toBeNull();
    expect(host.view.getByText('Last Will and Testament')).toBeTruthy();
    expect(added).toEqual([]);
  });

  it('shows only once its turns are done when the data answers before they are', async () => {
    const host = await mountWidget();

    // The data answers on the next microtask, before the turns are done: the popup is open, and
    // hidden until every part is drawn, a part a task.
    clickInItsOwnTask(host);
    expect(elementsDrawn(host)).toBe(0);
    const counts: number[] = [];
    while (!popup(host) && counts.length <= PARTS) {
      await settle();
      expect(host.button.getAttribute('aria-expanded')).toBe('true');
      counts.push(elementsDrawn(host));
    }
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    expect(popup(host)).not.toBeNull();
    expect(host.view.getByRole('link', { name: /My Account/ })).toBeTruthy();
  });

  it('starts again from nothing on the next open, after a close', async () => {
    const host = await mountWidget();
    host.network.set('tiles', { hang: true });
    clickInItsOwnTask(host);
    await countsTurnByTurn(host);
    await advance(500);
    expect(popup(host)).not.toBeNull();

    clickInItsOwnTask(host);
    await settle();
    expect(popup(host)).toBeNull();
    expect(elementsDrawn(host)).toBe(0);
  });
});

describe('the task that opens the popup (issue 15)', () => {
  it('starts the data calls in the task after it', async () => {
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

// @vitest-environment jsdom
// The widget's side of the one owner (widget/model/widget-model.ts, core/owner): in the open's own
// task it tells the worker whose data the page shows, fetches only after the worker answered,
// fetches nothing when the worker refused, and with `persist: false` or `serviceWorker: false`
// tells nothing and marks no call for the worker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../core/host/host-events';
import type { WidgetHandoff } from '../../../core/host/widget-handoff';
import type { RequestFn } from '../../../core/request/request-options';
import { userCacheId } from '../../../core/storage/worker-caches';
import { createWidgetModel } from '../../../widget/model/widget-model';

interface Posted {
  message: { type: string; user: string | null };
  port: MessagePort;
}

/** Our worker: sw.js beside loader.js, as dist/ holds them. */
const OWN_WORKER = 'http://localhost:3000/quick-actions/sw.js';

function controlledPage(scriptURL = OWN_WORKER) {
  const posted: Posted[] = [];
  const controller = {
    scriptURL,
    postMessage(message: Posted['message'], transfer: Transferable[]) {
      posted.push({ message, port: transfer[0] as MessagePort });
    },
  };
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { controller },
  });
  const ack = (index: number, accepted = true) =>
    posted[index]?.port.postMessage({ type: 'quick-actions:user-ack', accepted });
  return { posted, ack };
}

function handoff(options: Record<string, unknown> = {}): WidgetHandoff {
  const user = { secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true as const };
  return {
    shadowRoot: document.createElement('div').attachShadow({ mode: 'open' }),
    button: document.createElement('button'),
    setIcon: () => {},
    context: {
      user,
      place: { country: 'US', region: '' },
      design: 'desktop',
      isMobileDevice: false,
      options,
      baseUrl: 'http://localhost:3000/quick-actions/',
    },
    providers: { getUser: () => user, getConfig: () => ({}), track: () => {}, logError: () => {} },
    openOnMount: false,
    opener: () => null,
    events: createEventBus(),
  };
}

const request = vi.fn<RequestFn>(async (url) => {
  if (url.includes('FolderTile')) return { Data: [] };
  if (url.includes('dashboards')) return { succeeded: true, result: [], errors: [] };
  return {};
});
const dataCalls = () =>
  request.mock.calls.filter(([url]) => /FolderTile|dashboards/.test(url)).length;
/** A few turns of the event loop (setImmediate: real even while setTimeout is faked). */
async function settle(turns = 20) {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}
/** Polls `done` on real turns of the event loop for up to 10 s of real time. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the condition never came true');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The widget's secure-id hashes (core/storage/worker-caches.ts): crypto.subtle works off the event
 * loop, so a test awaits them rather than counting turns; what follows a hash is microtasks.
 */
function trackDigests() {
  const digests: Promise<ArrayBuffer>[] = [];
  const subtle = globalThis.crypto.subtle;
  const digest = subtle.digest.bind(subtle);
  const spy = vi
    .spyOn(subtle, 'digest')
    .mockImplementation((...args) => digests[digests.push(digest(...args)) - 1]!);
  return {
    done: async () => {
      expect(digests.length).toBeGreaterThan(0);
      await Promise.all(digests);
    },
    restore: () => spy.mockRestore(),
  };
}

afterEach(() => {
  vi.useRealTimers();
  delete (window.navigator as unknown as Record<string, unknown>).serviceWorker;
  request.mockClear();
});

describe('the widget tells the worker whose data it shows', () => {
  it('announces the user’s hash before the data calls, which leave once the worker answered', async () => {
    const page = controlledPage();
    const model = createWidgetModel(handoff(), { request, win: window });
    const hash = await userCacheId('S-1');
    model.toggle();
    // The hash is computed by crypto.subtle, off the event loop: wait for the post, not a turn.
    await vi.waitFor(() =>
      expect(page.posted.map(({ message }) => message)).toEqual([
        { type: 'quick-actions:user', user: hash },
      ]),
    );
    await settle();
    expect(dataCalls()).toBe(0);
    page.ack(0);
    await vi.waitFor(() => expect(dataCalls()).toBe(2));
    expect(request.mock.calls.every(([, options]) => options?.forWorker === true)).toBe(true);
    // Going away tells the worker nothing: only a sign-out or another person changes its owner.
    model.dispose();
    expect(page.posted).toHaveLength(1);
    page.posted.forEach(({ port }) => port.close());
  });

  it('uses the facade’s user cache id and announcer: it hashes nothing and posts nothing itself (ADR-0106)', async () => {
    localStorage.clear();
    const page = controlledPage();
    const hashing = trackDigests();
    const handed = 'e'.repeat(64); // not S-1's hash: only the handed id can reach the worker
    const announce = vi.fn(async () => true);
    localStorage.setItem('quickactions_user', handed); // the facade's claim
    const withFacade = handoff();
    withFacade.context.userId = handed;
    withFacade.announce = announce;
    try {
      const model = createWidgetModel(withFacade, { request, win: window });
      model.toggle();
      await until(() => dataCalls() === 2);
      expect(announce.mock.calls).toEqual([[handed]]);
      expect(page.posted).toEqual([]);
      expect(globalThis.crypto.subtle.digest).not.toHaveBeenCalled();
      // The sections are kept under the handed id.
      await vi.waitFor(() =>
        expect(Object.keys(localStorage).filter((key) => key.endsWith(handed))).not.toEqual([]),
      );
      model.dispose();
    } finally {
      hashing.restore();
    }
  });

  it('the facade’s consent, not the options: serviceWorker: false handed, no mark and no announcement', async () => {
    localStorage.clear();
    const announce = vi.fn(async () => true);
    const withFacade = handoff();
    withFacade.context.consent = { keepOnDevice: true, keepInWorker: false };
    withFacade.announce = announce;
    const model = createWidgetModel(withFacade, { request, win: window });
    model.toggle();
    await until(() => dataCalls() === 2);
    expect(announce).not.toHaveBeenCalled();
    expect(request.mock.calls.every(([, call]) => call?.forWorker === false)).toBe(true);
    model.dispose();
  });

  it('a widget that ends before it has hashed the secure id tells the worker nothing', async () => {
    localStorage.clear();
    const page = controlledPage();
    const hashing = trackDigests();
    try {
      const model = createWidgetModel(handoff(), { request, win: window });
      model.toggle();
      // Gone (a sign-out, another person) while the hash is computed.
      model.dispose();
      await hashing.done();
      await settle();
      expect(page.posted).toEqual([]);
      expect(dataCalls()).toBe(0);
    } finally {
      hashing.restore();
    }
  });

  it("posts the handshake in the open's own task; the data calls wait for a task and the answer", async () => {
    localStorage.clear();
    const page = controlledPage();
    const hashing = trackDigests();
    const model = createWidgetModel(handoff(), { request, win: window });
    try {
      // A person's click comes after the widget has hashed the secure id.
      await hashing.done();
      await settle();
      model.toggle();
      // Every promise chain the open started, and no task: the worker is already told.
      for (let microtask = 0; microtask < 50; microtask++) await Promise.resolve();
      expect(page.posted).toHaveLength(1);
      expect(dataCalls()).toBe(0);
      page.ack(0);
      await vi.waitFor(() => expect(dataCalls()).toBe(2));
    } finally {
      hashing.restore();
      model.dispose();
      page.posted.forEach(({ port }) => port.close());
    }
  });

  it('a refused claim (another person has the device): no data call leaves', async () => {
    localStorage.clear();
    const page = controlledPage();
    const model = createWidgetModel(handoff(), { request, win: window });
    // What widget/index.tsx sends once the theme's stylesheet applied: the popup may show.
    model.popup.send('shaped');
    model.toggle();
    await vi.waitFor(() => expect(page.posted).toHaveLength(1));
    page.ack(0, false);
    await vi.waitFor(() => expect(model.popup.state).toBe('open'));
    expect(dataCalls()).toBe(0);
    model.dispose();
    page.posted.forEach(({ port }) => port.close());
  });

  it.each([{ persist: false }, { serviceWorker: false }])(
    '%o: the worker hears nothing and no call is marked for it',
    async (options) => {
      localStorage.clear();
      const page = controlledPage();
      const model = createWidgetModel(handoff(options), { request, win: window });
      model.toggle();
      await until(() => dataCalls() === 2);
      expect(page.posted).toEqual([]);
      expect(request.mock.calls.every(([, call]) => call?.forWorker === false)).toBe(true);
      model.dispose();
    },
  );

  it.each([
    ['the facade’s parse', { keepOnDevice: true, keepInWorker: false }],
    ['an earlier facade: none', undefined],
  ])(
    'update({ persist: false }) on a live widget stops the marks from the next call (%s)',
    async (_, consent) => {
      localStorage.clear();
      const model = createWidgetModel(handoff(), { request, win: window });
      model.update({ persist: false }, consent);
      model.toggle();
      await until(() => dataCalls() === 2);
      expect(request.mock.calls.every(([, call]) => call?.forWorker === false)).toBe(true);
      model.dispose();
    },
  );

  it('a host worker that is not ours (and never answers) holds nothing back', async () => {
    // No data cached by the test above (younger than 10 s, it would not be fetched again).
    localStorage.clear();
    const page = controlledPage('http://localhost:3000/host-sw.js');
    // The clock stands still (only setTimeout is faked), so the ANNOUNCE_TIMEOUT_MS a worker
    // that is ours gets can never run out: the data calls leave without it or not at all.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const model = createWidgetModel(handoff(), { request, win: window });
    model.toggle();
    await until(() => dataCalls() === 2);
    // It was still told (a host worker that imports ours needs it), without a wait.
    expect(page.posted).toHaveLength(1);
    model.dispose();
    page.posted.forEach(({ port }) => port.close());
  });
});

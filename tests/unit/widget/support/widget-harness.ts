// Mounts the real widget (widget/index.tsx mount) the way the facade does: a shadow root on a
// div in document.body holding the facade's button (loader/facade/facade-button.ts), the host's
// providers as spies, and the network, clock and random source injected. Importing it sets up
// every test of the importing file: fake timers, a fresh local storage and a synchronous digest
// before each; after each, whatever the test left mounted is unmounted, mocks restored and real
// timers back. (The locale bundles are preloaded for every jsdom file by
// tests/unit/support/jsdom-setup.ts.)
import { act, within, type BoundFunctions, type queries } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import {
  createEventBus,
  type EventBus,
  type WidgetEvents,
} from '../../../../core/host/host-events';
import type { TrackEvent } from '../../../../core/host/host-providers';
import type {
  ButtonIcon,
  MountedWidget,
  WidgetHandoff,
} from '../../../../core/host/widget-handoff';
import type { Design } from '../../../../core/visibility';
import { drawFacadeButton } from '../../../../loader/facade/facade-button';
import { mount } from '../../../../widget/index';
import type { WidgetModelDeps } from '../../../../widget/model/widget-model';
import { createFakeNetwork, type FakeNetwork } from './fake-network';

export interface HostSetup {
  secureId?: string;
  country?: string;
  region?: string;
  design?: Design;
  options?: Record<string, unknown>;
  /** The host's getConfig answer (spec §5 unsupportedEsignRegions). */
  config?: unknown;
  openOnMount?: boolean;
  /** The host's element behind its `open` (WidgetHandoff.opener). */
  opener?: () => HTMLElement | null;
  network?: FakeNetwork;
  random?: () => number;
  now?: () => number;
  /** The head start's answers (widget/early-open.ts), as the facade left them. */
  takeEarly?: WidgetModelDeps['takeEarly'];
}

/** Testing Library's queries bound to the widget's container. */
export type WidgetView = BoundFunctions<typeof queries>;

export interface MountedHost extends FakeHost {
  widget: MountedWidget;
  /** Queries inside the widget's React container (in the shadow root). */
  view: WidgetView;
  unmount(): Promise<void>;
}

const mounted = new Set<MountedHost>();

/** Runs timers and the promise chains they start, inside act (React state updates). */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets pending promise chains (microtasks) finish without moving the clock. */
export const settle = (): Promise<void> => advance(0);

/**
 * Holds every task the widget yields for until the test runs them, a turn at a time
 * (core/scheduling.ts takes `scheduler.yield` first). Unstubbed after each test.
 */
export function holdTasks(): () => Promise<void> {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('scheduler', { yield: () => new Promise<void>((run) => waiting.push(run)) });
  return async () => {
    waiting.splice(0).forEach((run) => run());
    await settle();
  };
}

/** Clicks inside act and lets what the click started settle. */
export async function click(element: Element): Promise<void> {
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
}

export interface FakeHost {
  handoff: WidgetHandoff;
  deps: WidgetModelDeps;
  root: HTMLElement;
  shadowRoot: ShadowRoot;
  button: HTMLButtonElement;
  network: FakeNetwork;
  setIcon: Mock<(icon: ButtonIcon) => void>;
  track: Mock<(event: TrackEvent) => void>;
  logError: Mock<(error: Error) => void>;
  getConfig: Mock<() => unknown>;
  /** The page's bus the facade hands over; `emitted` records every event on it. */
  events: EventBus<WidgetEvents>;
  emitted: [keyof WidgetEvents, unknown][];
}

/** The facade's button in document.body and the handoff it gives the widget chunk. */
export function createFakeHost(setup: HostSetup = {}): FakeHost {
  const secureId = setup.secureId ?? 'S-1';
  const network = setup.network ?? createFakeNetwork(secureId);
  const {
    root,
    shadowRoot,
    button,
    setIcon: drawIcon,
  } = drawFacadeButton(document.body, 'Quick Actions', 'en');
  const setIcon = vi.fn<(icon: ButtonIcon) => void>(drawIcon);
  const track = vi.fn<(event: TrackEvent) => void>();
  const logError = vi.fn<(error: Error) => void>();
  const getConfig = vi.fn<() => unknown>(() => setup.config ?? {});
  const emitted: [keyof WidgetEvents, unknown][] = [];
  const events = createEventBus<WidgetEvents>({
    isDebug: () => true,
    log: (_prefix, name, payload) => emitted.push([name as keyof WidgetEvents, payload]),
  });
  const handoff: WidgetHandoff = {
    shadowRoot,
    button,
    setIcon,
    context: {
      user: { secureId, isSignedIn: true },
      place: { country: setup.country ?? 'US', region: setup.region ?? '' },
      design: setup.design ?? 'desktop',
      isMobileDevice: setup.design === 'mobile',
      options: setup.options ?? {},
      baseUrl: 'http://localhost:3000/quick-actions/',
    },
    providers: {
      getUser: () => ({ secureId, isSignedIn: true }),
      getConfig,
      track,
      logError,
    },
    openOnMount: setup.openOnMount ?? false,
    events,
    opener: setup.opener ?? (() => null),
  };
  // The facade claims the device for its person before the widget mounts (core/owner): the
  // widget keeps data only while the note names them.
  if (setup.options?.persist !== false) {
    localStorage.setItem('quickactions_user', createHash('sha256').update(secureId).digest('hex'));
  }
  const deps: WidgetModelDeps = { request: network.request };
  if (setup.random) deps.random = setup.random;
  if (setup.now) deps.now = setup.now;
  if (setup.takeEarly) deps.takeEarly = setup.takeEarly;
  return {
    handoff,
    deps,
    root,
    shadowRoot,
    button,
    network,
    setIcon,
    track,
    logError,
    getConfig,
    events,
    emitted,
  };
}

export async function mountWidget(setup: HostSetup = {}): Promise<MountedHost> {
  const fake = createFakeHost(setup);
  let widget!: MountedWidget;
  await act(async () => {
    widget = mount(fake.handoff, fake.deps);
  });
  await settle();
  const host: MountedHost = {
    ...fake,
    widget,
    // The React root's container: every element the widget renders is inside it.
    view: within(fake.shadowRoot.querySelector<HTMLElement>('.qa-app') ?? document.body),
    async unmount() {
      if (!mounted.delete(host)) return;
      await act(async () => {
        widget.unmount();
      });
      fake.root.remove();
    },
  };
  mounted.add(host);
  return host;
}

/** afterEach: unmounts whatever a test left mounted. */
export async function unmountAll(): Promise<void> {
  for (const host of [...mounted]) await host.unmount();
}

/**
 * jsdom does not navigate or submit forms; stopping the default after the widget's handlers ran
 * (bubble phase, at the document) keeps its "not implemented" noise out of the output. For the
 * files whose tests click the widget's links and forms.
 */
export function stayOnPage(): void {
  const preventDefault = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', preventDefault));
  afterEach(() => document.removeEventListener('click', preventDefault));
}

/** Mounts the widget for `setup` and opens its popup. */
export async function openWidget(setup: HostSetup = {}): Promise<MountedHost> {
  const host = await mountWidget(setup);
  await openPopup(host);
  return host;
}

/**
 * An earlier page view: mounts, opens once so the sections are cached, unmounts, and lets the
 * cache age past the 10 s freshness (spec §9) so the next open fetches again.
 */
export async function visitEarlier(setup: HostSetup = {}): Promise<void> {
  const earlier = await openWidget(setup);
  await earlier.unmount();
  await advance(10_000);
}

/** The titles of the documents the My Documents section shows, in order. */
export function documentTitles(host: MountedHost): string[] {
  const section = host.view.getByRole('region', { name: 'My Documents' });
  return [...section.querySelectorAll('.qa-item-title')].map((node) => node.textContent ?? '');
}

/** The popup panel when it is shown (a labelled region), else null. */
export function popup(host: MountedHost): HTMLElement | null {
  return host.view.queryByRole('region', { name: 'Quick Actions' });
}

/**
 * The most turns opening takes: one per part of the popup, each drawn in a task of its own before
 * it shows when the open comes before the drawing is done (widget/components/drawn-in-turns.tsx),
 * and a spare.
 */
const OPENING_TURNS = 8;

/** Opens the popup by clicking the button and waiting for the (fast) data and its turns. */
export async function openPopup(host: MountedHost): Promise<HTMLElement> {
  await click(host.button);
  return waitForPopup(host);
}

/** Lets an open already under way finish: the popup's parts are drawn in turns. */
export async function waitForPopup(host: MountedHost): Promise<HTMLElement> {
  for (let turn = 0; turn < OPENING_TURNS && !popup(host); turn++) await settle();
  const panel = popup(host);
  if (!panel) throw new Error('The popup did not open');
  return panel;
}

/**
 * crypto.subtle.digest (the per-user cache id) settles on Node's thread pool, outside fake
 * timers; this answers it with the same SHA-256 on the microtask queue so every step of a test
 * is driven by the fake clock.
 */
export function useSynchronousDigest(): void {
  vi.spyOn(globalThis.crypto.subtle, 'digest').mockImplementation((_algorithm, data) => {
    const bytes =
      data instanceof ArrayBuffer
        ? new Uint8Array(data)
        : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    const digest = createHash('sha256').update(bytes).digest();
    return Promise.resolve(
      digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength),
    );
  });
}

// Fake timers, a fresh local storage and the digest above for every test of the importing file.
beforeEach(() => {
  vi.useFakeTimers();
  useSynchronousDigest();
  localStorage.clear();
});
afterEach(async () => {
  await unmountAll();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

import { isMobileDevice as detectMobileDevice } from '../../core/device/device-type';
import type { HostProviders } from '../../core/host/host-providers';
import type { HostUser } from '../../core/host/host-user';
import type { MountedWidget, WidgetContext, WidgetModule } from '../../core/host/widget-handoff';
import { languageForCountry } from '../../core/locale/language-for-country';
import type { CountryRegion } from '../../core/locale/parse-loc-value';
import { resolveDesign } from '../../core/visibility/design';
import { passesViewportRule } from '../../core/visibility/viewport-rule';
import { scrubError } from '../../core/errors/scrub-error';
import { stringifyError } from '../../core/errors/stringify-error';
import {
  claimCurrentUser,
  localStorageOf,
  watchCurrentUser,
} from '../../core/storage/current-user';
import { defaultSafeStorage, type SafeStorage } from '../../core/storage/safe-storage';
import { userCacheId } from '../../core/storage/user-cache-id';
import { announceUser } from '../../sw/page/announce-user';
import { buttonLabel } from './button-label';
import { gatePasses } from './experiment-gate';
import { drawFacadeButton, type FacadeButton } from './facade-button';
import { registerServiceWorkerWhenIdle, workerScriptUrlFor } from './register-service-worker';
import type { RemovalOptions } from '../leftovers';

// spec §4 "On first ever use (tracked by a seen-flag in local storage) the popup
// opens by itself after 100 ms."
const FIRST_USE_OPEN_DELAY_MS = 100;
export const SEEN_FLAG_KEY = 'quickactions_seen';

/** What stage one found out: it ruled nothing out. */
export interface ShowRequest {
  container: HTMLElement;
  user: HostUser;
  place: CountryRegion;
  /** The host's init options, providers included. */
  options: Record<string, unknown> & HostProviders;
  baseUrl: string;
  report(error: unknown): void;
}

interface DrawRequest {
  /** contract §1 `persist`: false writes nothing to the device. */
  persist: boolean;
  container: HTMLElement;
  context: WidgetContext;
  providers: HostProviders;
  report(error: unknown): void;
}

export interface FacadeModule {
  createFacadeController(win: Window): FacadeController;
  removeLeftovers(
    win: Window,
    options: RemovalOptions,
    signedIn: boolean,
    baseUrl: string,
  ): Promise<void>;
}

export interface FacadeController {
  /** Applies the device rule and the gate, then draws the button (or keeps it for the same user). */
  show(request: ShowRequest): Promise<void>;
  /** Removes the button, the widget and every listener and timer they added. */
  hide(): void;
}

interface Drawn {
  secureId: string;
  persist: boolean;
  facade: FacadeButton;
  widget?: MountedWidget;
  cleanups: (() => void)[];
}

// The widget chunk is built in an earlier pass; its hashed name is baked in, and it
// resolves next to this module (issue 3: URLs from our own location).
const importWidget = (): Promise<WidgetModule> =>
  import(/* @vite-ignore */ new URL(__WIDGET_CHUNK__, import.meta.url).href);

/**
 * Stage two of the loader (issue 3), imported only for visitors stage one found
 * eligible: the experiment gate's request when the store had no answer, the
 * facade button, and the widget import on intent, click or first use.
 */
export interface FacadeDeps {
  loadWidget?: () => Promise<WidgetModule>;
  storage?: SafeStorage;
}

export function createFacadeController(
  win: Window = window,
  { loadWidget = importWidget, storage = defaultSafeStorage() }: FacadeDeps = {},
): FacadeController {
  let generation = 0;
  let drawn: Drawn | undefined;
  let cancelWorkerRegistration: (() => void) | undefined;

  const teardown = (report?: (error: unknown) => void) => {
    const current = drawn;
    drawn = undefined;
    if (!current) return;
    for (const cleanup of current.cleanups) cleanup();
    try {
      current.widget?.unmount();
    } catch (error) {
      report?.(error);
    }
    current.facade.root.remove();
  };

  const draw = ({ persist, container, context, providers, report }: DrawRequest) => {
    const { country, region } = context.place;
    const language = languageForCountry(country, region);
    // Served countries all have a regional bundle (en_US, en_CA, fr_CA, en_GB).
    // issue 14: drawn in the theme's look, the one the widget keeps.
    const facade = drawFacadeButton(
      container,
      buttonLabel(language),
      `${language}-${country}`,
      context.options.theme,
    );
    const state: Drawn = { secureId: context.user.secureId, persist, facade, cleanups: [] };
    drawn = state;
    const { button } = facade;
    let loading: Promise<void> | undefined;
    let openOnMount = false;

    const load = () => {
      loading ??= loadWidget().then(
        (module) => {
          if (drawn !== state) return;
          removeListeners();
          state.widget = module.mount({
            shadowRoot: facade.shadowRoot,
            button,
            setIcon: facade.setIcon,
            context,
            providers,
            openOnMount,
            report,
          });
        },
        (error: unknown) => {
          // A failed chunk (offline, deploy race) must not leave a spinning button:
          // back to closed, and the next click tries again.
          report(error);
          loading = undefined;
          facade.setIcon('bolt');
        },
      );
    };
    const requestOpen = () => {
      // First use can come after the widget arrived (a cached chunk beats 100 ms).
      if (state.widget) return state.widget.open();
      // spec §4: a click while closed moves to fetching; the widget opens when ready.
      openOnMount = true;
      facade.setIcon('refresh');
      load();
    };

    const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
    const removeListeners = () => {
      for (const type of intentEvents) button.removeEventListener(type, load);
      button.removeEventListener('click', requestOpen);
    };
    for (const type of intentEvents) button.addEventListener(type, load, { passive: true });
    button.addEventListener('click', requestOpen);
    state.cleanups.push(removeListeners);

    // issue 12: this person is the browser's current user; another tab naming someone else (a
    // sign-in or a sign-out there) takes this widget away, so a stale tab never fetches or shows
    // the new session's documents. The worker hears it too, and drops everyone else's data.
    if (persist) {
      void userCacheId(context.user.secureId).then(
        (id) => {
          if (drawn !== state) return;
          claimCurrentUser(localStorageOf(win), id);
          void announceUser(win, id);
          state.cleanups.push(watchCurrentUser(win, id, () => drawn === state && teardown(report)));
        },
        () => undefined, // No hash, no per-user data: the widget keeps nothing either.
      );
    }

    // spec §4 first use. Without `persist` nothing tells a first visit from the hundredth, and
    // opening by itself on every page would be hostile: no auto-open (docs/decisions.md).
    if (persist && !storage.get(SEEN_FLAG_KEY)) {
      storage.set(SEEN_FLAG_KEY, '1');
      load();
      const timer = win.setTimeout(requestOpen, FIRST_USE_OPEN_DELAY_MS);
      state.cleanups.push(() => win.clearTimeout(timer));
    }
    // No import on idle: evaluating the widget is one long task (~160 ms at Lighthouse's
    // 4x CPU), which a host would see as Total Blocking Time (issue 7). The bytes still
    // arrive on idle — the service worker precaches the chunk (issue 6) — so intent
    // (pointerover, focusin, touchstart) is early enough. docs/decisions.md.
  };

  return {
    async show({ container, user, place, options, baseUrl, report: reportToHost }) {
      const run = ++generation;
      // issue 8: a server may echo the secure id (the gate's `errors`): never into the host's log.
      const report = (error: unknown) =>
        reportToHost(
          scrubError(
            error instanceof Error ? error : new Error(stringifyError(error), { cause: error }),
            [user.secureId],
          ),
        );
      const persist = options.persist !== false;
      const isMobileDevice = detectMobileDevice(win.navigator);
      const design = resolveDesign(options.design, isMobileDevice);
      const { country } = place;
      // spec §2: the device part of the viewport rule that stage one left to us.
      const shown =
        passesViewportRule({ width: win.innerWidth, country, isMobileDevice, design }) &&
        (await gatePasses(country, report, persist));
      if (run !== generation) return;
      // The same person again (a refresh): keep the button and any open popup, unless `persist`
      // changed (update): the widget must then stop writing, so it is drawn again.
      if (shown && drawn?.secureId === user.secureId && drawn.persist === persist) return;
      // Anyone else: never keep the previous user's widget (issue 6).
      teardown(report);
      if (!shown) return;
      const context = { user, place, design, isMobileDevice, options, baseUrl };
      draw({ persist, container, context, providers: options, report });
      // contract §1: `persist: false` or `serviceWorker: false` registers no worker (stage one
      // removes ours, loader/leftovers.ts).
      if (persist && options.serviceWorker !== false) {
        cancelWorkerRegistration ??= registerServiceWorkerWhenIdle(
          win,
          workerScriptUrlFor(baseUrl),
        );
      } else {
        cancelWorkerRegistration?.();
        cancelWorkerRegistration = undefined;
      }
    },
    hide() {
      generation++;
      teardown();
      // Not yet registered: a destroyed widget leaves no pending timer behind. Once
      // registered, the worker stays: it holds the offline cache (issue 6).
      cancelWorkerRegistration?.();
      cancelWorkerRegistration = undefined;
    },
  };
}

import {
  installCommandQueue,
  type QueueHost,
  callProvider,
  type HostProviders,
  parseSignedInUser,
  VERSION,
} from '../core/host/host-providers';
import { resolveCountry } from '../core/locale';
import { isServedCountry, mayPassViewportRule } from '../core/visibility';
import { BUILT_NAMES, type FacadeModule } from './facade/built-names';
import type { FacadeController } from './facade/facade-controller';
import { gateStoredOff } from './read-stored-gate';
import { scriptBaseUrl } from './script-base';
import { elementAfterLoad } from './element-after-load';
import { mayHaveLeftovers } from './leftovers';

/**
 * Stage one of the loader (ADR-0010), the only code every visitor pays for: takes over the command
 * queue (docs/host-api.md "The snippet") and rules visitors out (spec §2, §5) from what the page
 * already knows: the user, the country, the viewport and a stored gate answer. Only a visitor it
 * cannot rule out costs a second request, the facade chunk. The host's `open`, `close`, `toggle`,
 * `hide`, `show`, `on` and `off` are the facade's: queued, in order, until it has arrived; a
 * visitor ruled out never gets a button for them to act on.
 */
export function startLoader(
  win: Window & QueueHost,
  doc: Document,
  // import() reads its specifier as a string (ECMA-262 ToString): a URL needs no `.href`.
  importFacade = (url: URL): Promise<FacadeModule> => import(/* @vite-ignore */ url as never),
): void {
  // Included twice (a page template and a tag manager), the first copy stays in charge (ADR-0023):
  // only a running loader sets `version`; the snippet's stub has none.
  if (win.QuickActions?.version) return;
  const baseUrl = scriptBaseUrl(doc);
  const facadeUrl = new URL(__FACADE_CHUNK__, baseUrl);
  // The host's init options; its providers are checked when called (core/host).
  let options: Record<string, unknown> & HostProviders = {};
  let generation = 0;
  let controller: FacadeController | undefined;
  // Commands for the facade: queued until it arrives, then run by it (host-commands.ts).
  const queue: unknown[][] = [];
  let send: (command: unknown[]) => unknown = (command) => queue.push(command);
  // Every secure id that was the current person's in this page view: no report carries any.
  const secureIds: string[] = [];
  let facadeModule: Promise<FacadeModule> | undefined;
  // This deploy's facade, or, when its file is gone (the host deployed since this page loaded),
  // the current deploy's: `facade.js`, a stable name served no-cache, re-exports it (ADR-0103).
  // A failure is forgotten, so the next evaluation or report asks again.
  const facade = () =>
    (facadeModule ??= importFacade(facadeUrl)
      .catch(() => importFacade(new URL('facade.js', baseUrl)))
      .catch((error: unknown) => {
        facadeModule = undefined;
        throw error;
      }));

  // Errors go to the host's logError. Once a user is known, the facade chunk scrubs them (and sends
  // them on, ADR-0017): should it fail to load, its failure is reported instead. Nothing here may
  // throw into the host page.
  const report = async (error: unknown) => {
    try {
      if (secureIds[0]) {
        error = await facade().then(
          (module) => module[BUILT_NAMES.scrubAndSend](error, secureIds),
          (failure: unknown) => failure,
        );
        // The facade chunk found nothing new to say: a missing endpoint named before.
        if (error === undefined) return;
      }
      options.logError?.(error instanceof Error ? error : Error(error as string));
    } catch {
      // The host's own logger failed; there is nowhere left to report to.
    }
  };

  const evaluate = async () => {
    const run = ++generation;
    // Nothing of ours runs while the host page loads, and reads that lay the page out or wait on
    // storage run in timer tasks, never in its load or its frames (ADR-0011).
    const element = await elementAfterLoad(win, 'quick-actions', () => run === generation);
    // A getUser that throws or rejects confirms nobody: reported, then treated as signed out, so
    // the device is cleared and the widget hidden (ADR-0025). An answer has effects only while it
    // is the current one (ADR-0102): a later init, refresh, update or destroy
    // drops it, its error and its person unseen, before the scrubber, the clean-up or the button.
    const user = await callProvider(options, 'getUser').then(
      parseSignedInUser,
      (error: unknown) => void (run === generation && report(error)),
    );
    if (run !== generation) return;
    if (user) secureIds.push(user.secureId);
    // A signed-out page view, `persist: false` or `serviceWorker: false` removes what
    // the widget left on the device; the facade chunk is loaded for it only when there is some.
    if (mayHaveLeftovers(options, !!user)) {
      facade()
        .then((module) => module[BUILT_NAMES.removeLeftovers](win, options, !!user, baseUrl))
        .catch(report);
    }
    // The rest of the reads in a task of their own: with the host's getUser they would make one
    // long task (ADR-0011).
    await new Promise((resolve) => setTimeout(resolve));
    // spec §1 order: loc → cookie L → host suffix → US. Read only for a signed-in user:
    // anonymous visitors, most of the traffic, never pay for the cookie read.
    const place = user && resolveCountry(win.location, doc.cookie);
    const container =
      place &&
      isServedCountry(place.country) &&
      mayPassViewportRule(win.innerWidth, place.country) &&
      // spec §4: a stored 'C' settles it here; no stored answer is for stage two to ask.
      !gateStoredOff(place.country, doc.cookie) &&
      // Without #quick-actions nothing is shown and nothing is fetched.
      element;
    if (run !== generation) return;
    // Not shown (`gone`, which no host command names): the facade removes what it drew, or, when
    // it arrives, knows that an `open` made meanwhile has nothing to open.
    if (!container) return send(['gone']);
    // A failed chunk (offline, neither deploy's facade) rejects, which the queue reports; the
    // next refresh tries again.
    const module = await facade();
    // Created once, by whichever evaluation gets here first: the queued commands run in order.
    if (!controller) {
      controller = module[BUILT_NAMES.createFacadeController](win, report);
      queue.forEach((send = controller.run));
    }
    // The element found now: a single-page host may have rendered a new #quick-actions. A
    // container means a user and a place.
    if (run === generation) await controller.show(container, user!, place!, options, baseUrl);
  };

  const forward = (...args: unknown[]) => send(args);
  const handlers: Record<string, (...args: unknown[]) => unknown> = {
    // No prototype: `__proto__`, `constructor` or `toString` is no command (`installCommandQueue`).
    __proto__: null as never,
    init(_, initOptions) {
      options = Object(initOptions) as typeof options;
      return evaluate();
    },
    refresh: evaluate,
    // `update`: change options without a reload (route changes, consent; ADR-0020).
    update(_, changes) {
      // Spreading null, undefined or a primitive adds nothing harmful: no Object() needed.
      options = { ...options, ...(changes as object) };
      return evaluate();
    },
    destroy(command) {
      generation++;
      send([command]);
    },
    // The facade's (loader/facade/host-commands.ts).
    open: forward,
    close: forward,
    toggle: forward,
    hide: forward,
    show: forward,
    on: forward,
    off: forward,
  };
  installCommandQueue(win, handlers, report).version = VERSION;
}

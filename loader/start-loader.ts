import { installCommandQueue, type QueueHost } from '../core/host/command-queue';
import { callProvider, type HostProviders } from '../core/host/host-providers';
import { parseSignedInUser } from '../core/host/host-user';
import { resolveCountry } from '../core/locale/resolve-country';
import { isServedCountry } from '../core/visibility/served-country';
import { mayPassViewportRule } from '../core/visibility/viewport-rule';
import type { FacadeController, FacadeModule } from './facade/facade-controller';
import { readStoredGate } from './read-stored-gate';
import { scriptBaseUrl } from './script-base';
import { elementAfterLoad } from './element-after-load';
import { mayHaveLeftovers } from './leftovers';

/**
 * Stage one of the loader (issue 3), the only code every visitor pays for: takes
 * over the command queue (contract §1) and rules visitors out (spec §2, §5) from
 * what the page already knows — the user, the country, the viewport and a stored
 * gate answer. Only a visitor it cannot rule out costs a second request: the small
 * facade chunk, which applies the device part of the viewport rule, asks the gate
 * if nothing was stored, draws the button and loads the widget.
 */
export function startLoader(
  win: Window & QueueHost,
  doc: Document,
  importFacade = (url: string): Promise<FacadeModule> => import(/* @vite-ignore */ url),
): void {
  const baseUrl = scriptBaseUrl(doc);
  const facadeUrl = new URL(__FACADE_CHUNK__, baseUrl).href;
  // The host's init options; its providers are checked when called (core/host).
  let options: Record<string, unknown> & HostProviders = {};
  let generation = 0;
  let controller: Promise<FacadeController> | undefined;

  // Errors go to the host's logError only; the full error logger ships with the
  // widget. Nothing here may throw into the host page.
  const report = (error: unknown) => {
    try {
      options.logError?.(error instanceof Error ? error : new Error(String(error)));
    } catch {
      // The host's own logger failed; there is nowhere left to report to.
    }
  };

  const evaluate = async () => {
    const run = ++generation;
    const user = parseSignedInUser(await callProvider(options, 'getUser'));
    // issue 12: a signed-out page view, `persist: false` or `serviceWorker: false` removes what
    // the widget left on the device; the facade chunk is loaded for it only when there is some.
    if (mayHaveLeftovers(options, !!user)) {
      importFacade(facadeUrl)
        .then((module) => module.removeLeftovers(win, options, !!user, baseUrl))
        .catch(report);
    }
    // spec §1 order: loc → cookie L → host suffix → US. Read only for a signed-in user:
    // anonymous visitors, most of the traffic, never pay for the cookie read.
    const place = user && resolveCountry(win.location, doc.cookie);
    const country = place ? place.country : '';
    const container =
      place &&
      isServedCountry(country) &&
      mayPassViewportRule(win.innerWidth, country) &&
      // spec §4: a stored 'C' settles it here; no stored answer is for stage two to ask.
      readStoredGate(country, doc.cookie) !== 'off' &&
      // contract §1: without #quick-actions nothing is shown and nothing is fetched;
      // issue 7: and nothing more is fetched before the host page has loaded.
      (await elementAfterLoad(win, 'quick-actions'));
    if (run !== generation) return;
    // Nothing was drawn without the controller, so without it there is nothing to undo.
    if (!container) return controller?.then((facade) => facade.hide());
    const loading = (controller ??= importFacade(facadeUrl).then((module) =>
      module.createFacadeController(win),
    ));
    // A failed chunk (offline, deploy race) is reported; the next refresh tries again.
    loading.catch(() => controller === loading && (controller = undefined));
    const facade = await loading;
    if (run === generation && user && place) {
      await facade.show({ container, user, place, options, baseUrl, report });
    }
  };

  installCommandQueue(
    win,
    {
      init(initOptions) {
        options = Object(initOptions) as typeof options;
        return evaluate();
      },
      refresh: evaluate,
      // contract §1 "The host API": change options without a reload (route changes, consent).
      update(changes) {
        // Spreading null, undefined or a primitive adds nothing harmful: no Object() needed.
        options = { ...options, ...(changes as object) };
        return evaluate();
      },
      destroy() {
        generation++;
        return controller?.then((facade) => facade.hide());
      },
    },
    report,
  );
}

import { isMobileDevice as detectMobileDevice } from '../../core/device';
import type { HostProviders, HostUser, WidgetContext } from '../../core/host';
import { parseConsent } from '../../core/host';
import type { CountryRegion } from '../../core/locale';
import type { PageOwner } from '../../core/owner';
import { userCacheId } from '../../core/storage';
import {
  onViewportChange,
  passesViewportRule,
  resolveDesign,
  runsTheWidget,
  type WidgetGlobals,
} from '../../core/visibility';
import { announceUser, workerScriptUrlFor } from '../../core/worker';
import { gatePasses } from './experiment-gate';

/** What stage one found out; `container` is `#quick-actions` as found now (ADR-0023). */
export interface Facts {
  readonly container: HTMLElement;
  readonly user: HostUser;
  readonly place: CountryRegion;
  /** The host's init options merged with every update, providers included. */
  readonly options: Record<string, unknown> & HostProviders;
  readonly baseUrl: string;
}

/** What a button is drawn (or kept) with: its context carries the consent and the user cache id. */
export interface Shown {
  readonly container: HTMLElement;
  readonly context: Required<WidgetContext>;
}

// Judges stage one's facts: the person's claim (ADR-0025), the viewport rule (spec §2), the browser
// and the gate; after a resize only when the viewport's answer changes (ADR-0016).
export function createEvaluation(
  win: Window,
  owner: PageOwner,
  globals: WidgetGlobals,
  report: (error: unknown) => void,
  judgeAgain: (facts: Facts) => void,
) {
  let gate: AbortController | undefined;
  let last: Facts | undefined;
  let passed: boolean | undefined;
  let stopWatching: (() => void) | undefined;
  // The person's user cache id, hashed once (ADR-0106): a resize or an update claims again at once.
  let hashed: { secureId: string; id: Promise<string> } | undefined;
  const device = ({ place, options }: Facts) => {
    const isMobileDevice = detectMobileDevice(win.navigator);
    const design = resolveDesign(options.design, isMobileDevice);
    const width = win.innerWidth;
    const passes = passesViewportRule({ width, country: place.country, isMobileDevice, design });
    return { isMobileDevice, design, passes };
  };
  const onViewport = () => last && device(last).passes !== passed && judgeAgain(last);

  return {
    unwatch() {
      stopWatching?.();
      stopWatching = last = undefined;
    },
    abortGate: () => gate?.abort(),
    /** Undefined once `isCurrent` says a newer evaluation (or a hide) took over. */
    async judge(facts: Facts, isCurrent: () => boolean): Promise<Shown | 'hidden' | undefined> {
      last = facts;
      stopWatching ??= onViewportChange(win, onViewport, report);
      const { signal } = (gate = new AbortController());
      const { user, place, options, baseUrl } = facts;
      const consent = parseConsent(options);
      // The person first, before the gate stores anything.
      const { secureId } = user;
      if (hashed?.secureId !== secureId) hashed = { secureId, id: userCacheId(secureId) };
      const userId = await hashed.id;
      if (!isCurrent()) return;
      if (!owner.claim(userId, consent.keepOnDevice)) return 'hidden';
      if (consent.keepInWorker) {
        void announceUser(win, userId, workerScriptUrlFor(baseUrl))?.then(
          (accepted) => accepted || owner.refused(),
        );
      }
      const { isMobileDevice, design, passes } = device(facts);
      passed = passes;
      // An aborted request is no failure: destroy, or a newer evaluation, asked for it.
      const onError = (error: Error) => signal.aborted || report(error);
      const shown =
        passes &&
        runsTheWidget(globals) &&
        (await gatePasses(place.country, onError, consent.keepOnDevice, signal));
      if (!isCurrent()) return;
      if (!shown) return 'hidden';
      const context = { user, place, design, isMobileDevice, options, baseUrl, consent, userId };
      return { container: facts.container, context };
    },
  };
}

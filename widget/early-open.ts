// The open's head start (ADR-0105): at the first sign of intent (a touch, a press, focus, or an
// open while the widget's files are still on their way) the facade imports this small chunk and
// starts what the widget's first open asks for, so the network carries it beside the widget's
// files instead of after them. The widget imports this same module (one module per URL in a
// page), and its first open takes the answers instead of asking again.
// Invariants:
// - the data calls are the ones the widget makes (the same functions, URLs, headers and
//   timeouts), for the person and country the button was drawn for, and only on a page no
//   worker controls: a worker must hear whose data a call is for before it leaves (ADR-0025),
//   and under a worker the first open is served from its cache anyway;
// - an answer is taken once, by a widget of the same person and country; `cancelEarly` (the open
//   cancelled, the button gone, the widget mounted closed) aborts what is still running and
//   forgets the rest, so nothing fetched for one open is shown at a later one.
import { fetchRecentDocuments, type RecentDocuments } from '../core/documents';
import { type EarlyModule, parseConsent, type WidgetContext } from '../core/host';
import { type DashboardItem, fetchHubs } from '../core/hubs';
import { parseLocaleOption, resolveLocale } from '../core/locale';
import { adoptRequestError, request, type RequestFn } from '../core/request';
import { openCalls } from '../core/open-calls';
import { workerControls } from '../core/worker';
import { loadMessages } from '../locales/load-locale';
import { themeOf } from '../themes';
import { applyTheme } from '../themes/apply-theme';

interface EarlyAnswers {
  documents: RecentDocuments;
  hubs: DashboardItem[];
}

interface Started {
  readonly secureId: string;
  readonly country: string;
  readonly answers: {
    [K in keyof EarlyAnswers]?: { answer: Promise<EarlyAnswers[K]>; controller: AbortController };
  };
}

let started: Started | undefined;

/**
 * Starts the first open's calls for the drawn button's context; a second call does nothing.
 * `replay` hands on the calls the facade started for this context (core/open-calls.ts); `root`,
 * the button's shadow root, takes the theme's stylesheet now, which the popup shows only with.
 */
export function startEarly(
  context: WidgetContext,
  win: Window = window,
  replay?: RequestFn,
  root?: ShadowRoot,
): void {
  const { user, place, options } = context;
  if (started?.secureId === user.secureId && started.country === place.country) return;
  cancelEarly();
  started = { secureId: user.secureId, country: place.country, answers: {} };
  // The widget's own applyTheme at its mount waits on this link (themes/apply-theme.ts); a
  // failure here is the widget's to retry and report.
  if (root) void applyTheme(root, themeOf(options.theme));
  // The locale's bundles: the widget's own loadMessages later imports the same modules.
  const locale = resolveLocale(place, parseLocaleOption(options.locale));
  void loadMessages([...locale.chain, ...locale.legalChain]);
  if (workerControls(win)) return;
  // The facade's parse (ADR-0106); a facade of an earlier deploy handed only the options.
  const { keepInWorker: forWorker } = context.consent ?? parseConsent(options);
  // The facade's answers fail with its own copies of the request errors: adopted as this chunk's.
  const call: RequestFn = replay
    ? (url, init) =>
        replay(url, init).catch((error: unknown) => {
          throw adoptRequestError(error);
        })
    : (url, init = {}) => request(url, { ...init, forWorker });
  const { answers } = started;
  const begin = <T>(fetchIt: (signal: AbortSignal) => Promise<T>) => {
    const controller = new AbortController();
    const answer = fetchIt(controller.signal);
    // Not taken (cancelled, or never asked for): its failure is nobody's to report.
    answer.catch(() => undefined);
    return { answer, controller };
  };
  const calls = openCalls(place.country);
  if (calls.includes('documents')) {
    answers.documents = begin((signal) =>
      fetchRecentDocuments(call, { country: place.country, signal }),
    );
  }
  if (calls.includes('hubs')) {
    answers.hubs = begin((signal) => fetchHubs(call, { secureId: user.secureId, signal }));
  }
}

export type TakeEarly = typeof takeEarly;
/**
 * The answer started for this person and country, once; undefined when there is none. It is the
 * taker's from then on: `signal` (the widget's lifetime) aborts it, `cancelEarly` no longer does.
 */
export function takeEarly<K extends keyof EarlyAnswers>(
  name: K,
  secureId: string,
  country: string,
  signal: AbortSignal,
): Promise<EarlyAnswers[K]> | undefined {
  if (started?.secureId !== secureId || started.country !== country) return undefined;
  const taken = started.answers[name];
  delete started.answers[name];
  if (!taken) return undefined;
  signal.addEventListener('abort', () => taken.controller.abort(), { once: true });
  return taken.answer;
}

/** Aborts every answer not taken, and forgets them: a later open asks for its own. */
export function cancelEarly(): void {
  for (const { controller } of Object.values(started?.answers ?? {})) controller.abort();
  started = undefined;
}

// The facade's view of this chunk (core/host EarlyModule): checked here, where both are known.
export const earlyModule: EarlyModule = { startEarly, cancelEarly };

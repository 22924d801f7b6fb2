// The first open's data calls, started ahead (ADR-0112). At the first sign of intent the facade
// makes the documents and hubs calls exactly as the widget's sections would (the same paths and
// options, from their own modules), and hands each answer on once, through `replay`, to the first
// call of the same path. Invariants: only the calls the person's country shows (spec §2 "Country
// mix"); an answer is handed on at most once, and from then on its taker's signal aborts it;
// `cancel` aborts every answer not handed on and forgets it.
import { countrySections } from './country-sections';
import { DOCUMENTS_CALL, FOLDER_TILE_PATH } from './documents/fetch-recent-documents';
import { DASHBOARDS_PATH, hubsCall } from './hubs/fetch-hubs';
import type { RequestFn, RequestOptions } from './request/request-options';

export type OpenCall = 'documents' | 'hubs';

/** The calls a country's popup makes: the upsell is picked from the documents. */
export function openCalls(country: string): OpenCall[] {
  const shown = countrySections(country);
  const calls: OpenCall[] = [];
  if (shown.includes('documents') || shown.includes('suggestion')) calls.push('documents');
  if (shown.includes('hubs')) calls.push('hubs');
  return calls;
}

export interface StartedCalls {
  /** A started call's answer for its path, once; any other call is made afresh. */
  replay: RequestFn;
  /** Aborts the answers not handed on, and forgets them. */
  cancel(): void;
}

export function startOpenCalls(
  request: RequestFn,
  { secureId, country, forWorker }: { secureId: string; country: string; forWorker: boolean },
): StartedCalls {
  const started = new Map<string, { answer: Promise<unknown>; controller: AbortController }>();
  const calls: Record<OpenCall, [string, RequestOptions]> = {
    documents: [FOLDER_TILE_PATH, DOCUMENTS_CALL],
    hubs: [DASHBOARDS_PATH, hubsCall(secureId)],
  };
  for (const [path, options] of openCalls(country).map((call) => calls[call])) {
    const controller = new AbortController();
    const answer = request(path, { ...options, forWorker, signal: controller.signal });
    // Not handed on (cancelled, or never asked for): its failure is nobody's to report.
    answer.catch(() => undefined);
    started.set(path, { answer, controller });
  }
  return {
    replay(url, options = {}) {
      const taken = started.get(url);
      if (!taken) return request(url, { ...options, forWorker });
      started.delete(url);
      const { signal } = options;
      if (signal?.aborted) taken.controller.abort();
      signal?.addEventListener('abort', () => taken.controller.abort(), { once: true });
      return taken.answer;
    },
    cancel() {
      for (const { controller } of started.values()) controller.abort();
      started.clear();
    },
  };
}

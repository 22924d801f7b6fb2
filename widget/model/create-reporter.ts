import { createClientErrorRegistry } from '../../core/errors';
import { loadErrorLogger, nameMissingEndpoint, reportError } from '../../core/reporting';
import type { HostProviders } from '../../core/host';
import type { RequestFn } from '../../core/request';

export type Report = (error: unknown, componentId?: string) => void;

export interface ReporterDeps {
  request: RequestFn;
  providers: HostProviders;
  /** The signed-in user's secure id: scrubbed from every report (ADR-0048). */
  secureId: string;
  win?: Window;
  /** The widget's lifetime: its end stops a send in flight and the retries' waits (ADR-0024). */
  signal?: AbortSignal;
}

/** A retry wait that ends at once (and leaves no timer) when the widget goes away. */
export function abortableSleep(signal: AbortSignal | undefined) {
  return (ms: number) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    });
}

// spec §7/§8: to the host's logError, the logging service (ADR-0084) and dev hosts' registry.
export function createReporter({
  request,
  providers,
  secureId,
  win = window,
  signal,
}: ReporterDeps) {
  const secrets = () => [secureId];
  const logger = loadErrorLogger(win, { request, secrets, signal, sleep: abortableSleep(signal) });
  const registry = createClientErrorRegistry();
  const report: Report = (error, componentId) => {
    // A 404 is named once per endpoint; a repeat is reported nowhere.
    const named = nameMissingEndpoint(error, win);
    if (named === undefined) return;
    void reportError(named, {
      logError: providers.logError,
      logger,
      registry,
      hostname: win.location.hostname,
      componentId,
      secrets,
    });
  };
  return { report, registry };
}

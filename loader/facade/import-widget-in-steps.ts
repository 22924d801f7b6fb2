// No long task of ours, React included (ADR-0013): one import() of the widget would evaluate its
// whole module graph in one task, so the framework chunk (widget-runtime-<hash>.js) and the app
// chunk (widget-<hash>.js) are imported one per task, yielding between them and before the mount.
// Every file is fetched at once, and each import() waits for its own fetch, so it finds the file
// in the HTTP cache (hashed files are immutable, README "Deploying `dist/`"): one request per
// file, stalled or not, and its status says whether the file is gone (ADR-0103).
import { yieldToMain, type YieldingWindow } from '../../core/scheduling';

export interface StepsWindow extends YieldingWindow {
  fetch?: (url: string, init?: RequestInit) => Promise<Pick<Response, 'status' | 'arrayBuffer'>>;
}

/** A file of ours answered 404 or 410: a deploy removed it, and asking again cannot help. */
export class FileGoneError extends Error {
  declare readonly url: string;
  declare readonly status: number;

  constructor(url: string, status: number) {
    super(`${url} answered ${status}`);
    this.name = 'FileGoneError';
    this.url = url;
    this.status = status;
  }
}

/**
 * Fetches `url` for the import that follows. Rejects only with a FileGoneError; any other failure
 * (no fetch, a host that broke it, offline, aborted) is the import's to report.
 */
export async function fetchAhead(win: StepsWindow, url: string, signal?: AbortSignal) {
  let status: number | undefined;
  try {
    const response = await win.fetch?.(url, { credentials: 'same-origin', signal });
    status = response?.status;
    // Read whole, so the HTTP cache holds the file when the import asks.
    await response?.arrayBuffer();
  } catch {
    // The import asks again, and reports what it meets.
  }
  if (status === 404 || status === 410) throw new FileGoneError(url, status);
}

// Imports `dependencies` one at a time, each in its own task after the caller's, then `entry`;
// resolves with the entry's module. `load` is `import()` (a parameter so tests can watch the order).
export async function importWidgetInSteps<T>(
  win: StepsWindow,
  dependencies: readonly string[],
  entry: string,
  load: (url: string) => Promise<unknown>,
  signal?: AbortSignal,
): Promise<T> {
  // Not in the caller's task either: on a first visit that is the task that drew the button and
  // told the host `ready`, and the requests' starts would make it a long task (ADR-0029).
  await yieldToMain(win);
  const files = [...dependencies, entry];
  const fetched = files.map((url) => fetchAhead(win, url, signal));
  // Each is awaited in turn below; a later one that fails first is not unhandled meanwhile.
  for (const ahead of fetched) ahead.catch(() => undefined);
  let module: unknown;
  for (const [index, url] of files.entries()) {
    await fetched[index];
    module = await load(url);
    // Between chunks, and after the entry: the caller mounts the widget in a task of its own.
    await yieldToMain(win);
  }
  return module as T;
}

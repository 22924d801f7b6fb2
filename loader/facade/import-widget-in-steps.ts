// No long task of ours, React included (ADR-0013): one import() of the widget would evaluate its
// whole module graph in one task, so the framework chunk (widget-runtime-<hash>.js) and the app
// chunk (widget-<hash>.js) are imported one per task, yielding between them and before the mount.
// The later files' imports each wait for their own file's fetch, so they find it in the HTTP cache
// (hashed files are immutable, README "Deploying `dist/`"): one request per file, stalled or not,
// and its status says whether the file is gone (ADR-0103).
import { yieldToMain, type YieldingWindow } from '../../core/scheduling';

export interface StepsWindow extends YieldingWindow {
  fetch?: (
    url: string,
    init?: RequestInit,
  ) => Promise<Pick<Response, 'status' | 'arrayBuffer' | 'text'>>;
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
 * Fetches `url` whole for the import that follows, so the HTTP cache holds it when the import
 * asks. Rejects only with a FileGoneError; any other failure (no fetch, a host that broke it,
 * offline, aborted) is the import's to meet and report.
 */
export async function fetchAhead(win: StepsWindow, url: string, signal?: AbortSignal) {
  let status: number | undefined;
  try {
    const response = await win.fetch?.(url, { credentials: 'same-origin', signal });
    status = response?.status;
    await response?.arrayBuffer();
  } catch {
    // The import asks again, and reports what it meets.
  }
  if (status === 404 || status === 410) throw new FileGoneError(url, status);
}

// Imports `dependencies` one at a time, each in its own task after the caller's, then `entry`;
// resolves with the entry's module. `load` is `import()` (a parameter so tests can watch the order).
// `ahead` fetches a file for its import: fetchAhead, or one the caller shares with another
// importer of the same file (widget-loader.ts).
export async function importWidgetInSteps<T>(
  win: StepsWindow,
  dependencies: readonly string[],
  entry: string,
  load: (url: string) => Promise<unknown>,
  signal?: AbortSignal,
  ahead = (url: string) => fetchAhead(win, url, signal),
): Promise<T> {
  // Not in the caller's task either: on a first visit that is the task that drew the button and
  // told the host `ready`, and the requests' starts would make it a long task (ADR-0029).
  await yieldToMain(win);
  const [first, ...later] = [...dependencies, entry];
  // The framework's file (the largest) is imported at once, so the browser compiles it while it
  // arrives; the later files are fetched at the same time, each import waiting for its own.
  const fetched = later.map(ahead);
  // Each is awaited in turn below; a later one that fails first is not unhandled meanwhile.
  for (const ahead of fetched) ahead.catch(() => undefined);
  let module: unknown;
  try {
    module = await load(first!);
  } catch (error) {
    // An import says nothing of why; the later files' answers do: gone, when a deploy removed
    // the folder's files.
    for (const ahead of await Promise.allSettled(fetched)) {
      if (ahead.status === 'rejected') throw ahead.reason;
    }
    throw error;
  }
  for (const [index, url] of later.entries()) {
    await yieldToMain(win);
    await fetched[index];
    module = await load(url);
  }
  // The caller mounts the widget next: in a task after the entry's evaluation, not the same one.
  await yieldToMain(win);
  return module as T;
}

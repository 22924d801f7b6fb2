// No long task of ours, React included (ADR-0013): one import() of the widget would evaluate its
// whole module graph in one task, so the framework chunk (widget-runtime-<hash>.js) and the app
// chunk (widget-<hash>.js) are imported one per task, yielding between them and before the mount.
// Each import() waits for its own file's fetch, so it finds the file in the HTTP cache (hashed
// files are immutable, README "Deploying `dist/`"): one request per file, stalled or not, and its
// status says whether the file is gone (ADR-0103).
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

type Answer = Awaited<ReturnType<NonNullable<StepsWindow['fetch']>>>;

const isGone = (answer: Answer | undefined) => answer?.status === 404 || answer?.status === 410;

/** `url`'s answer (its status; the body may still be on its way); undefined when fetch failed. */
async function answerOf(win: StepsWindow, url: string, signal?: AbortSignal) {
  try {
    return await win.fetch?.(url, { credentials: 'same-origin', signal });
  } catch {
    return undefined;
  }
}

/**
 * Waits for `answer` whole, so the HTTP cache holds the file when the import asks. Rejects only
 * with a FileGoneError; any other failure (no fetch, a host that broke it, offline, aborted) is
 * the import's to meet and report.
 */
async function whole(url: string, answer: Promise<Answer | undefined>): Promise<void> {
  const response = await answer;
  if (isGone(response)) throw new FileGoneError(url, response!.status);
  try {
    await response?.arrayBuffer();
  } catch {
    // The import asks again, and reports what it meets.
  }
}

/** Fetches `url` for the import that follows (whole). */
export const fetchAhead = (win: StepsWindow, url: string, signal?: AbortSignal) =>
  whole(url, answerOf(win, url, signal));

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
  // The first file (the framework, the largest) is asked for first: its status says whether this
  // deploy is still on the server. The others are asked for as soon as it has answered, while its
  // body still arrives, so a deploy that removed them costs one 404, not one per file.
  const first = answerOf(win, files[0]!, signal);
  const fetched = files.map((url, index) =>
    whole(
      url,
      index === 0
        ? first
        : first.then((answer) => (isGone(answer) ? undefined : answerOf(win, url, signal))),
    ),
  );
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

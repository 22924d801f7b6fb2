// No long task of ours, React included (ADR-0013): one import() of the widget would evaluate its
// whole module graph in one task, so the framework chunk (widget-runtime-<hash>.js) and the app
// chunk (widget-<hash>.js) are imported one per task, yielding between them and before the mount.
// The later files are fetched at once, so their import() finds them in the HTTP cache (hashed
// files are immutable, README "Deploying `dist/`").
import { yieldToMain, type YieldingWindow } from '../../core/scheduling';

export interface StepsWindow extends YieldingWindow {
  fetch?: (url: string, init?: RequestInit) => Promise<unknown>;
}

// Imports `dependencies` one at a time, each in its own task after the caller's, then `entry`;
// resolves with the entry's module. `load` is `import()` (a parameter so tests can watch the order).
export async function importWidgetInSteps<T>(
  win: StepsWindow,
  dependencies: readonly string[],
  entry: string,
  load: (url: string) => Promise<unknown>,
): Promise<T> {
  // Not in the caller's task either: on a first visit that is the task that drew the button and
  // told the host `ready`, and the requests' starts would make it a long task (ADR-0029).
  await yieldToMain(win);
  for (const url of [...dependencies.slice(1), entry]) {
    try {
      // Only a head start: the import() below asks again, and reports a failure itself.
      void win.fetch?.(url, { credentials: 'same-origin' }).catch(() => undefined);
    } catch {
      // No fetch (or a host that broke it): the imports below still load everything.
    }
  }
  for (const url of dependencies) {
    await load(url);
    await yieldToMain(win);
  }
  const module = (await load(entry)) as T;
  // The caller mounts the widget next: in a task after the entry's evaluation, not the same one.
  await yieldToMain(win);
  return module;
}

// No long task of ours, React included (ADR-0013): the widget is two chunks, the framework
// (widget-runtime-<hash>.js: React and ReactDOM, or preact/compat) and the app code
// (widget-<hash>.js), built so in vite.config.ts. One import() of the app would evaluate the whole
// module graph in one task, the longest task of a first visit. So the
// framework is imported first, in a task of its own, then the main thread is given back, then the
// app code is imported and evaluated on its own, and the main thread is given back once more
// before the caller mounts it.
//
// Both files are asked for at once: the app chunk by a plain fetch() while the framework
// evaluates, which its later import() finds in the HTTP cache (hashed files are immutable,
// README "Deploying `dist/`"), so the second step costs no extra round trip.
import { yieldToMain, type YieldingWindow } from '../../core/scheduling';

export interface StepsWindow extends YieldingWindow {
  fetch?: (url: string, init?: RequestInit) => Promise<unknown>;
}

/**
 * Imports `dependencies` one at a time, each in its own task after the caller's, then `entry`;
 * resolves with the entry's module. `load` is `import()` (a parameter so tests can watch the order).
 */
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

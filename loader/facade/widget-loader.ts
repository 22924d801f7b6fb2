// Loading the widget across time (ADR-0103): a timeout on every load, and a page that outlived its
// deploy finding the deploy that replaced it.
import type { EarlyModule, WidgetModule } from '../../core/host';
import { BUILT_NAMES, type FacadeModule } from './built-names';
import {
  FileGoneError,
  fetchAhead,
  importWidgetInSteps,
  type StepsWindow,
} from './import-widget-in-steps';

// The widget's files are at most about 80 KB brotli (React; Preact about 30 KB): on a slow
// phone's link, tens of KB a second behind round trips of a few hundred ms, a few seconds. The
// deploy look-up is two small files (facade.js, one line, and a facade of about 11 KB).
export const WIDGET_TIMEOUT_MS = 15_000;
export const DEPLOY_TIMEOUT_MS = 8_000;

export class LoadTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoadTimeoutError';
  }
}

export interface LoaderWindow extends StepsWindow {
  clearTimeout(id: unknown): void;
}

/** `run` under a deadline: past it, its signal aborts (its requests stop) and it rejects. */
export function withTimeout<T>(
  win: LoaderWindow,
  ms: number,
  what: string,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = win.setTimeout(() => {
      controller.abort();
      reject(new LoadTimeoutError(`${what} did not load within ${ms / 1000} s`));
    }, ms);
    run(controller.signal)
      .then(resolve, reject)
      .finally(() => win.clearTimeout(timer));
  });
}

// Set once this page's own widget files answered 404 or 410: the rest of this deploy (the error
// client's chunk among them) is gone too, and its reports go out without it (early-errors.ts).
let filesGone = false;
export const deployFilesGone = () => filesGone;

/** The one line of `facade.js` (vite.config.ts currentFacadeAlias): `export * from './facade-…';`. */
const FACADE_NAME = /facade-[\w-]+\.js/;

export interface WidgetLoaderDeps {
  /** This deploy's widget files, the framework first, and its entry. */
  dependencies: readonly string[];
  entry: string;
  /** The open's head start (widget/early-open.ts), one of `dependencies`. */
  early: string;
  /** This facade module's own URL, and `facade.js` beside it. */
  facadeUrl: string;
  /** `import()`. */
  load: (url: string) => Promise<unknown>;
}

/** What the current deploy's facade module gives an older one: its own widget loader. */
export type CurrentFacade = Pick<FacadeModule, typeof BUILT_NAMES.importWidget>;

export type WidgetLoader = ReturnType<typeof createWidgetLoader>;

/**
 * The widget's loader. One load at a time; a success is kept. This deploy's files answering 404
 * or 410 means the host deployed since this page loaded: the current deploy's facade, found
 * through `facade.js` (no-cache), loads its own widget instead. A deploy found is kept, and so is
 * the answer that there is none, so however often the person asks, each gone file is asked for
 * once; a timeout or a network failure is not kept, and the next click tries again.
 */
export function createWidgetLoader(
  win: LoaderWindow,
  { dependencies, entry, early, facadeUrl, load }: WidgetLoaderDeps,
) {
  let attempt: Promise<WidgetModule> | undefined;
  let ownGone: FileGoneError | undefined;
  let lookUp: Promise<CurrentFacade | undefined> | undefined;
  // Each file fetched once for its import, by the steps or the head start, whichever asks first.
  // A failed attempt's map is dropped, and its late steps (after a timeout) keep writing to it,
  // so they never hand the next attempt a fetch of theirs.
  let fetched = new Map<string, Promise<void>>();
  const fetchOnce = (files: typeof fetched, url: string, signal?: AbortSignal) => {
    let ahead = files.get(url);
    if (!ahead) files.set(url, (ahead = fetchAhead(win, url, signal)));
    return ahead;
  };

  const loadOwn = () => {
    const files = fetched;
    return withTimeout(win, WIDGET_TIMEOUT_MS, 'The widget', (signal) =>
      importWidgetInSteps<WidgetModule>(win, dependencies, entry, load, signal, (url) =>
        fetchOnce(files, url, signal),
      ),
    );
  };

  // facade.js names the current deploy's facade; none but this one when it is gone or names
  // this facade.
  const findCurrent = async (signal: AbortSignal): Promise<CurrentFacade | undefined> => {
    const alias = new URL('facade.js', facadeUrl).href;
    const response = await win.fetch?.(alias, { cache: 'no-cache', signal } as RequestInit);
    const status = response?.status ?? 0;
    if (status === 404 || status === 410) return;
    if (!response || status < 200 || status > 299) throw new Error(`${alias} answered ${status}`);
    const name = FACADE_NAME.exec(await response.text())?.[0];
    const current = name && new URL(name, alias).href;
    if (!current || current === facadeUrl) return;
    await fetchAhead(win, current, signal);
    return (await load(current)) as CurrentFacade;
  };
  const current = () =>
    (lookUp ??= withTimeout(win, DEPLOY_TIMEOUT_MS, 'The current deploy', findCurrent).catch(
      (error: unknown) => {
        lookUp = undefined;
        throw error;
      },
    ));

  // The same error object for every click once there is no deploy: reported once.
  let noDeploy: Error | undefined;
  const loadCurrent = async (gone: FileGoneError): Promise<WidgetModule> => {
    const facade = await current();
    if (facade) return facade[BUILT_NAMES.importWidget]();
    throw (noDeploy ??= new Error(
      `Quick Actions: ${gone.url} is gone (${gone.status}) and no newer deploy was found`,
    ));
  };

  return {
    /**
     * The current deploy's facade, when a deploy replaced this page's (its locale bundles, say,
     * are gone); undefined when there is no other. Rejects when the look-up itself failed.
     */
    current,
    /**
     * This deploy's head start for the first open, its file fetched once with the widget's: it
     * rejects, asking for nothing, once this deploy's files are known to be gone.
     */
    early: async () => {
      if (ownGone) throw ownGone;
      await fetchOnce(fetched, early);
      return (await load(early)) as EarlyModule;
    },
    /** The widget: this deploy's, or the current deploy's once this one's files are gone. */
    load: () =>
      (attempt ??= (
        ownGone
          ? loadCurrent(ownGone)
          : loadOwn().catch((error: unknown) => {
              if (!(error instanceof FileGoneError)) throw error;
              filesGone = true;
              return loadCurrent((ownGone = error));
            })
      ).catch((error: unknown) => {
        attempt = undefined;
        fetched = new Map();
        throw error;
      })),
  };
}

import { createIconDefinitionsLoader, iconUrl, type IconDefinitions } from '../../core/icons';
import type { RequestFn } from '../../core/request';
import { createStore, type WritableStore } from '../../core/store';

export interface IconsState {
  url(name: string): string | undefined;
}

export interface IconsModelOptions {
  request: RequestFn;
  currentOrigin: string;
  /** The host's `init({ iconsUrl })`, checked by the loader of definitions. */
  iconsUrl: unknown;
  report: (error: unknown) => void;
  /** Runs the definitions' load (widget-model.ts: in a task after the model's). */
  startLoading: (load: () => void) => void;
}

/** spec §7 icons: each name's URL once the definitions have loaded (a placeholder before). */
export function createIconsModel(options: IconsModelOptions): WritableStore<IconsState> {
  const loader = createIconDefinitionsLoader(options);
  const iconsFrom = (definitions: IconDefinitions): IconsState => {
    // Each name resolved once per set of definitions (ADR-0034): every part asks for its icons on
    // every render, and two URL parses and a query edit per icon are a large share of a render.
    const resolved = new Map<string, string | undefined>();
    return {
      url(name) {
        if (!resolved.has(name)) {
          resolved.set(name, iconUrl(name, definitions, loader.definitionsUrl));
        }
        return resolved.get(name);
      },
    };
  };
  const store = createStore<IconsState>(iconsFrom(new Map()), { onListenerError: options.report });
  options.startLoading(
    () => void loader.load().then((definitions) => store.set(iconsFrom(definitions))),
  );
  return store;
}

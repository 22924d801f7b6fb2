// The popup's content, drawn before anyone opens it, so that opening only reveals it. Three states:
// - idle: nothing drawn (before the widget has drawn it, and after a part failed);
// - drawing: its parts are being drawn, hidden, a task apart;
// - drawn: every part is drawn. It stays drawn while the popup is closed (hidden, laid out), and
//   each part follows its data from then on, so the next open shows it in the next frame.
// Events: start() (the widget is idle after its mount, or the popup opens), drawn() (the last part
// is in), discard() (a part threw: the content is dropped, and drawn afresh only on the next
// start, so a part that keeps failing is not redrawn in a loop). `generation` changes on each
// discard: the widget keys the content with it, so nothing of a failed drawing is reused.
import { createStore, type Change, type Store, type StoreOptions } from '../store';

export type ContentState = 'idle' | 'drawing' | 'drawn';

export interface ContentSnapshot {
  readonly state: ContentState;
  readonly generation: number;
}

export interface ContentMachine extends Store<ContentSnapshot, Change<ContentSnapshot>> {
  /** Draws the content unless it is drawn or being drawn. */
  start(): void;
  drawn(): void; // the drawing of the current generation is complete
  /** Drops the content (a part failed); the next start() draws it afresh. */
  discard(): void;
  dispose(): void; // drops the listeners (widget destroy)
}

export function createContentMachine(options: StoreOptions = {}): ContentMachine {
  const store = createStore<ContentSnapshot, Change<ContentSnapshot>>(
    { state: 'idle', generation: 0 },
    options,
  );
  const current = store.getSnapshot;
  // Each event below moves only from the states it names, so every call here is a change.
  const set = (state: ContentState, generation = current().generation): void => {
    const from = current();
    const to = { state, generation };
    store.set(to, { from, to });
  };
  return {
    getSnapshot: current,
    subscribe: store.subscribe,
    start() {
      if (current().state === 'idle') set('drawing');
    },
    drawn() {
      if (current().state === 'drawing') set('drawn');
    },
    discard() {
      if (current().state !== 'idle') set('idle', current().generation + 1);
    },
    dispose() {
      store.clear();
    },
  };
}

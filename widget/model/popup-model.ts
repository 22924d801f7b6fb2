// The popup and its content at the widget's edge (ADR-0107): each keeps its state in a machine
// moved only by its step (core/popup), and this file runs the steps' effects: the open wait is a
// timer here, whose end is the event `waited`, and so is the shape wait of an open that starts
// before the popup's own files are in, whose end is `shaped`. The named calls are the ones the
// widget and the host's `open` and `close` make (widget/index.tsx, widget/app.tsx).
import {
  CONTENT_IDLE,
  contentStep,
  OPEN_WAIT_MS,
  POPUP_CLOSED,
  popupStep,
  SHAPE_WAIT_MS,
} from '../../core/popup';
import { createMachine, type StoreOptions } from '../../core/store';

export type PopupModel = ReturnType<typeof createPopupModel>;
export type ContentModel = ReturnType<typeof createContentModel>;

export function createPopupModel(options: StoreOptions) {
  let openWait: ReturnType<typeof setTimeout> | undefined;
  let shapeWait: ReturnType<typeof setTimeout> | undefined;
  const edges = {
    startWait: () => {
      openWait = setTimeout(() => popup.send('waited'), OPEN_WAIT_MS);
      shapeWait = setTimeout(() => popup.send('shaped'), SHAPE_WAIT_MS); // a no-op once shaped
    },
    stopWait: () => {
      clearTimeout(openWait);
      clearTimeout(shapeWait);
    },
  };
  const popup = createMachine(POPUP_CLOSED, popupStep, edges, options);
  return {
    ...popup,
    get state() {
      return popup.getSnapshot().state;
    },
    /** Closes from open or fetching; true when it did, so the widget refocuses the button. */
    escape(): boolean {
      const shown = popup.getSnapshot().state !== 'closed';
      popup.send('escape');
      return shown;
    },
    dispose() {
      edges.stopWait();
      popup.clear();
    },
  };
}

export function createContentModel(options: StoreOptions) {
  const content = createMachine(CONTENT_IDLE, contentStep, {}, options);
  return {
    ...content,
    start: () => content.send('start'),
    drawn: () => content.send('drawn'),
    discard: () => content.send('discard'),
  };
}

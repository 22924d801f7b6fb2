// The popup's content, drawn before anyone opens it, so that opening only reveals it (ADR-0081);
// one transition table (ADR-0107), with no effects: the widget draws what the state says.
// - idle: nothing drawn (before the widget has drawn it, and after a part failed);
// - drawing: its parts are being drawn, hidden, a task apart;
// - drawn: every part is drawn. It stays drawn while the popup is closed (hidden, laid out), and
//   each part follows its data from then on, so the next open shows it in the next frame.
// Events: `start` (the widget is idle after its mount, or the popup opens), `drawn` (the last part
// is in), `discard` (a part threw: the content is dropped, and drawn afresh only on the next
// start, so a part that keeps failing is not redrawn in a loop). `generation` changes on each
// discard: the widget keys the content with it, so nothing of a failed drawing is reused.
import type { Step } from '../store';

export type ContentState = 'idle' | 'drawing' | 'drawn';

export interface ContentSnapshot {
  readonly state: ContentState;
  readonly generation: number;
}

export type ContentEvent = 'start' | 'drawn' | 'discard';

export const CONTENT_IDLE: ContentSnapshot = { state: 'idle', generation: 0 };

export function contentStep(
  content: ContentSnapshot,
  event: ContentEvent,
): Step<ContentSnapshot, never> {
  const { state, generation } = content;
  const to = (next: ContentState, nextGeneration = generation) => ({
    state: { state: next, generation: nextGeneration },
    effects: [],
  });
  if (event === 'start' && state === 'idle') return to('drawing');
  if (event === 'drawn' && state === 'drawing') return to('drawn');
  if (event === 'discard' && state !== 'idle') return to('idle', generation + 1);
  return { state: content, effects: [] };
}

import { Fragment, memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import { yieldToMain, type YieldingWindow } from '../../core/scheduling';

interface Props {
  parts: readonly (() => ReactNode)[]; // top to bottom, each drawn by calling it once
  win: YieldingWindow | undefined; // where the turns are taken (the host page's)
  onDrawn: () => void; // once every part is drawn (core/popup/content-machine.ts `drawn`)
  atOnce: boolean; // someone waits for the popup (it is opening or open)
}

// No long task of ours (ADR-0031, ADR-0081): while nobody waits, the popup's parts are drawn one
// task apart, hidden. Once someone waits (ADR-0126), the next turn draws every part left: the
// popup shows only once each part has its final content (ADR-0123), so drawing them together moves
// nothing on screen, and a task a part would only hold the open back. That turn is still a task
// after the click, which stays as light as before. Never in turns while shown: each turn would
// move what is on screen (the popup grows upwards from its bottom edge: ADR-0030).
export function DrawnInTurns({ parts, win, onDrawn, atOnce }: Props) {
  const [drawn, setDrawn] = useState(0);
  const complete = drawn >= parts.length;
  useEffect(() => {
    if (complete) onDrawn();
  }, [complete, onDrawn]);
  useEffect(() => {
    if (complete) return;
    let current = true;
    void yieldToMain(win).then(() => {
      // A transition, so React slices a part's render too (preact/compat renders it at once).
      if (current) startTransition(() => setDrawn((count) => (atOnce ? parts.length : count + 1)));
    });
    return () => {
      current = false;
    };
  }, [complete, drawn, win, atOnce, parts.length]);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index < drawn ? <Part draw={part} /> : null}</Fragment>
      ))}
    </>
  );
}

// One part, drawn once and then kept. Preact writes a render's DOM onto the element objects it
// rendered, and a part re-draws itself when its data arrives: an element of the part kept in some
// props would keep its first render's DOM alive. So each turn renders a new `<Part>` element, and
// `Part` returns what `draw` makes without holding it in props of its own.
const Part = memo(function Part({ draw }: { draw: () => ReactNode }) {
  return draw();
});

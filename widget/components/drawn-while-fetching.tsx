import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';
import { yieldToMain, type YieldingWindow } from '../../core/scheduling';

interface Props {
  /** The popup's parts, top to bottom. */
  parts: readonly ReactNode[];
  /** Where the turns are taken (the host page's window). */
  win: YieldingWindow | undefined;
  /** Told true once every part is drawn, false when the parts go (the popup closed). */
  onDrawn: (drawn: boolean) => void;
}

/**
 * No long task of ours, on a click or on a first visit (ADR-0031): spec §4 keeps the popup
 * hidden while it is fetching, until its data settles (or 500 ms pass). Its parts are drawn
 * then, hidden, one task apart, and the popup shows only once all of them are (app.tsx), so the
 * task that shows it only reveals what is already drawn and laid out (widget.css). Drawn in one
 * go, the popup is one long task under preact/compat, and under React, whose transitions batch
 * every store change pending at the time, its data, parts and reveal would be one commit of ~80
 * elements whenever the data answered before the turns were done (a fast network always). Never
 * in turns while shown: each turn would move what is on screen (the popup grows upwards from its
 * bottom edge: ADR-0030).
 */
export function DrawnWhileFetching({ parts, win, onDrawn }: Props) {
  const [drawn, setDrawn] = useState(0);
  const complete = drawn >= parts.length;
  useEffect(() => {
    if (complete) {
      onDrawn(true);
      return;
    }
    let current = true;
    void yieldToMain(win).then(() => {
      // A transition, so React slices a part's render too (preact/compat renders it at once).
      if (current) startTransition(() => setDrawn((count) => count + 1));
    });
    return () => {
      current = false;
    };
  }, [complete, drawn, win, onDrawn]);
  useEffect(() => () => onDrawn(false), [onDrawn]);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index < drawn ? part : null}</Fragment>
      ))}
    </>
  );
}

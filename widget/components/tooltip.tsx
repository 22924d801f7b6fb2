import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import { createTooltipTimer, TOOLTIP_DISTANCE_PX } from '../../core/tooltip';

export interface TooltipProps {
  text: string;
  /** Renders the anchor with the props that wire it to the tooltip. */
  children(anchor: {
    ref: (element: HTMLElement | null) => void;
    'aria-describedby': string;
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(): void;
    onBlur(): void;
  }): ReactElement;
}

// spec §9 (core/tooltip.ts): the anchor's description, shown on hover or focus; CSSOM-positioned.
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const anchorRef = useRef<HTMLElement | null>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const timer = useMemo(() => createTooltipTimer(setVisible), []);

  useEffect(() => () => timer.dispose(), [timer]);

  useEffect(() => {
    const anchor = anchorRef.current;
    const tip = tipRef.current;
    if (!visible || !anchor || !tip) return;
    const rect = anchor.getBoundingClientRect();
    tip.style.left = `${rect.left + rect.width / 2}px`;
    tip.style.top = `${rect.top - TOOLTIP_DISTANCE_PX}px`;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') timer.dismiss();
    };
    const doc = anchor.ownerDocument;
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [visible, timer]);

  return (
    <>
      {children({
        ref: (element) => {
          anchorRef.current = element;
        },
        'aria-describedby': id,
        onPointerEnter: timer.enter,
        onPointerLeave: timer.leave,
        onFocus: timer.enter,
        onBlur: timer.leave,
      })}
      <span ref={tipRef} id={id} role="tooltip" className="qa-tooltip" hidden={!visible}>
        {text}
      </span>
    </>
  );
}

import { useState, type CSSProperties } from 'react';
import { startNonUrgentUpdate } from '../framework';

export interface IconProps {
  /** Resolved icon URL; undefined while the definitions load, when they failed, or for none. */
  src: string | undefined;
}

// The image loads hidden; once it has, its URL is the slot's mask, painted in the palette's ink
// (ADR-0089). The placeholder stays in the DOM, hidden by widget.css: no node is removed, so none
// is left for a framework's stale render data to hold. Decorative: the text beside names it.
export function Icon({ src }: IconProps) {
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const ready = src !== undefined && loadedSrc === src;
  const mask = ready
    ? ({ '--qa-icon': `url(${JSON.stringify(src)})` } as CSSProperties)
    : undefined;
  return (
    <span className="qa-icon" aria-hidden="true" style={mask} data-ready={ready ? '' : undefined}>
      {/* spec §7 "a placeholder image while loading", and when they fail (ADR-0036): built in,
          in currentColor, as the definitions may be what failed. */}
      <svg className="qa-placeholder" viewBox="0 0 24 24" width={24} height={24}>
        <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      </svg>
      {src ? (
        <img
          src={src}
          alt=""
          width={24}
          height={24}
          hidden={!ready}
          // Not urgent (ADR-0028): each image's `load` would otherwise be a render at React's
          // default priority, in one task, without yielding.
          onLoad={() => startNonUrgentUpdate(() => setLoadedSrc(src))}
        />
      ) : null}
    </span>
  );
}

import { useState, type CSSProperties } from 'react';
import { startNonUrgentUpdate } from '../framework';

export interface IconProps {
  /** Resolved icon URL; undefined while the definitions load, when they failed, or for none. */
  src: string | undefined;
}

// Decorative. The image loads hidden, in CORS mode as the mask does, so the two are one request;
// then its URL is the mask (ADR-0089). The placeholder stays in the DOM, hidden by widget.css, so
// no removed node is left in a framework's stale render data.
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
      <PlaceholderGlyph />
      {src ? (
        <img
          src={src}
          crossOrigin="anonymous"
          alt=""
          width={24}
          height={24}
          hidden={!ready}
          // Not urgent (ADR-0028): else each `load` is a render at default priority.
          onLoad={() => startNonUrgentUpdate(() => setLoadedSrc(src))}
        />
      ) : null}
    </span>
  );
}

/** The built-in placeholder's drawing (widget.css `.qa-placeholder`), 24 px square. */
export function PlaceholderGlyph() {
  return (
    <svg className="qa-placeholder" viewBox="0 0 24 24" width={24} height={24}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
    </svg>
  );
}

import { useState } from 'react';

export interface IconProps {
  /** Resolved icon URL; undefined while the definitions load or when there is none. */
  src: string | undefined;
  placeholder: string | undefined;
}

// spec §7: icons are served from the definitions' path, "with a placeholder image
// while loading". The real image loads hidden and replaces the placeholder once it
// has arrived. Decorative: the text beside an icon names the action.
export function Icon({ src, placeholder }: IconProps) {
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const ready = src !== undefined && loadedSrc === src;
  return (
    <span className="qa-icon" aria-hidden="true">
      {!ready && placeholder ? <img src={placeholder} alt="" width={24} height={24} /> : null}
      {src ? (
        <img
          src={src}
          alt=""
          width={24}
          height={24}
          hidden={!ready}
          onLoad={() => setLoadedSrc(src)}
        />
      ) : null}
    </span>
  );
}

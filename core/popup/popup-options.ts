// spec §3 "Popup options: upToY, upToIdBottom, upToIdTop, upToClassBottom, upToClassTop,
// upToSelectorBottom, upToSelectorTop, pageName" — read from the host's `init` options, which are
// untrusted: wrong types are dropped, strings are trimmed and capped.

export interface PopupOptions {
  /** A y coordinate in the viewport (CSS px) the popup may reach up to. */
  upToY?: number;
  upToIdBottom?: string;
  upToIdTop?: string;
  upToClassBottom?: string;
  upToClassTop?: string;
  upToSelectorBottom?: string;
  upToSelectorTop?: string;
  pageName?: string;
}

const STRING_OPTIONS = [
  'upToIdBottom',
  'upToIdTop',
  'upToClassBottom',
  'upToClassTop',
  'upToSelectorBottom',
  'upToSelectorTop',
  'pageName',
] as const;

/** Ids, classes and selectors longer than this are not real ones. */
const MAX_OPTION_LENGTH = 500;

export function parsePopupOptions(raw: unknown): PopupOptions {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const options: PopupOptions = {};
  const { upToY } = source;
  if (typeof upToY === 'number' && Number.isFinite(upToY)) options.upToY = upToY;
  for (const name of STRING_OPTIONS) {
    const value = source[name];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text !== '' && text.length <= MAX_OPTION_LENGTH) options[name] = text;
  }
  return options;
}

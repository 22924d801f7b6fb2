// spec §3 "Popup options: upToY, upToIdBottom, upToIdTop, upToClassBottom, upToClassTop,
// upToSelectorBottom, upToSelectorTop, pageName" — read from the host's `init` options, which are
// untrusted: wrong types are dropped, strings are trimmed and capped.
import type { QuickActionsPopupOptions } from '../../types/quick-actions';

/** The public type (types/quick-actions.d.ts) is the one list of the options' names and types. */
export type PopupOptions = QuickActionsPopupOptions;

type StringOption = Exclude<keyof PopupOptions, 'upToY'>;

/** The options that are strings: every one but `upToY` (`satisfies` fails if one is missing). */
const STRING_OPTIONS = Object.keys({
  upToIdBottom: true,
  upToIdTop: true,
  upToClassBottom: true,
  upToClassTop: true,
  upToSelectorBottom: true,
  upToSelectorTop: true,
  pageName: true,
} satisfies Record<StringOption, true>) as StringOption[];

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

// The host's `colorScheme` (docs/host-api.md "Options"): 'light' (the default), 'dark', or 'auto',
// which follows the device's prefers-color-scheme live. The palettes are the theme files'
// (themes/README.md), asked for by the shadow host's `data-color-scheme` attribute, which the
// facade sets to the raw value (loader/facade/drawn-button.ts). This parser is the widget's: it
// reports a value the palettes do not match.

export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * Reads `colorScheme` from the host's options. Missing is 'light'; any other value is handed to
 * `report` (an Error naming the allowed values) and is 'light' too. Never throws on odd values.
 */
export function parseColorScheme(
  { colorScheme }: Record<string, unknown>,
  report: (error: Error) => void = () => {},
): ColorScheme {
  if ((COLOR_SCHEMES as readonly unknown[]).includes(colorScheme))
    return colorScheme as ColorScheme;
  if (colorScheme !== undefined) {
    // Only a string is quoted: another value's toString could throw.
    const seen =
      typeof colorScheme === 'string'
        ? JSON.stringify(colorScheme.slice(0, 40))
        : typeof colorScheme;
    report(
      new Error(`Unsupported colorScheme ${seen}: use 'light', 'dark' or 'auto'; 'light' applies`),
    );
  }
  return 'light';
}

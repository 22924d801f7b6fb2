// A custom date format as a translation holds it: `field:style` pairs of Intl.DateTimeFormat
// options ("month:long year:numeric"), which Intl orders the locale's way.

const STYLES: Readonly<Record<string, readonly string[]>> = {
  dateStyle: ['full', 'long', 'medium', 'short'],
  weekday: ['long', 'short', 'narrow'],
  era: ['long', 'short', 'narrow'],
  year: ['numeric', '2-digit'],
  month: ['numeric', '2-digit', 'long', 'short', 'narrow'],
  day: ['numeric', '2-digit'],
};

/** The Intl options a spec stands for, or undefined when it is not one. */
export function parseDateFormatSpec(spec: string): Intl.DateTimeFormatOptions | undefined {
  const options: Record<string, string> = {};
  const parts = spec.trim().split(/\s+/);
  for (const part of parts) {
    const [field = '', style = '', extra] = part.split(':');
    if (extra !== undefined || !Object.hasOwn(STYLES, field)) return undefined;
    if (!STYLES[field]!.includes(style) || Object.hasOwn(options, field)) return undefined;
    options[field] = style;
  }
  // Intl refuses dateStyle together with single fields.
  if (options.dateStyle && parts.length > 1) return undefined;
  return options as Intl.DateTimeFormatOptions;
}

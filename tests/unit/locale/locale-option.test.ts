import { describe, expect, it } from 'vitest';
import {
  localeOptionError,
  localeOptionTag,
  parseLocaleOption,
  SUPPORTED_LOCALES,
} from '../../../core/locale';

// The host's `locale` option (docs/host-api.md, docs/rules.md §1 "Locales and bundles").
const UNSUPPORTED = ['xx_YY', 'fr_BE', 'en_ZZ', 'de_CH', 'pt_BR', 'jp'];
const MALFORMED = ['', ' en_US', 'en_US ', 'en__US', 'en-', 'e_US', 'en_US_x', 'fr-CA-x', 'fr_CAN'];
const NON_STRINGS: unknown[] = [42, true, {}, ['en_US'], Symbol('en_US'), () => 'en_US'];

describe('parseLocaleOption', () => {
  it.each(SUPPORTED_LOCALES)('%s is taken as it is', (locale) => {
    expect(parseLocaleOption(locale)).toBe(locale);
  });

  it.each(SUPPORTED_LOCALES)('%s written as its BCP 47 tag is taken too', (locale) => {
    expect(parseLocaleOption(locale.replace('_', '-'))).toBe(locale);
  });

  // BCP 47 tags are case-insensitive: so is the option, either way it is written.
  it.each(SUPPORTED_LOCALES)('%s in any case, with either separator, is taken', (locale) => {
    const [language = '', country = ''] = locale.split('_');
    for (const lang of [language, language.toUpperCase()]) {
      for (const region of [country, country.toLowerCase()]) {
        for (const separator of country ? ['_', '-'] : ['']) {
          expect(parseLocaleOption(`${lang}${separator}${region}`)).toBe(locale);
        }
      }
    }
  });

  it.each([...UNSUPPORTED, ...MALFORMED])('%j is not taken', (value) => {
    expect(parseLocaleOption(value)).toBeUndefined();
  });

  it.each(NON_STRINGS.map((value) => [value]))('a non-string (%s) is not taken', (value) => {
    expect(parseLocaleOption(value)).toBeUndefined();
  });

  it('none given is no locale', () => {
    expect(parseLocaleOption(undefined)).toBeUndefined();
    expect(parseLocaleOption(null)).toBeUndefined();
  });
});

describe('localeOptionError', () => {
  it('none for a supported locale, its tag, or none given', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(localeOptionError(locale)).toBeUndefined();
      expect(localeOptionError(locale.replace('_', '-'))).toBeUndefined();
    }
    expect(localeOptionError(undefined)).toBeUndefined();
    expect(localeOptionError(null)).toBeUndefined();
  });

  it.each([...UNSUPPORTED, ...MALFORMED])('%j: names the value and the supported form', (value) => {
    const error = localeOptionError(value);
    expect(error).toBeInstanceOf(TypeError);
    expect(error!.message).toContain(`locale '${value}' is not supported`);
    expect(error!.message).toContain(SUPPORTED_LOCALES.join(', '));
    expect(error!.message).toContain('fr-CA');
  });

  it.each([
    [42, 'a number'],
    [true, 'a boolean'],
    [{}, 'a object'],
    [Symbol('en_US'), 'a symbol'],
  ])('a non-string (%s) is named by its type, never read', (value, named) => {
    expect(localeOptionError(value)!.message).toContain(`locale ${named} is not supported`);
  });

  it('an object whose toString throws is reported, not thrown', () => {
    const hostile = {
      toString() {
        throw new Error('read');
      },
    };
    expect(localeOptionError(hostile)).toBeInstanceOf(TypeError);
  });
});

describe('localeOptionTag (the facade’s check)', () => {
  it.each(SUPPORTED_LOCALES)('%s gives its BCP 47 tag, in its usual case', (locale) => {
    const tag = locale.replace('_', '-');
    expect(localeOptionTag(locale)).toBe(tag);
    expect(localeOptionTag(tag)).toBe(tag);
    expect(localeOptionTag(tag.toUpperCase())).toBe(tag);
    expect(localeOptionTag(locale.toLowerCase())).toBe(tag);
  });

  it.each(['xx_YY', 'pt_BR', ...MALFORMED])('%j gives none', (value) => {
    expect(localeOptionTag(value)).toBeUndefined();
  });

  it.each(NON_STRINGS.map((value) => [value]))('a non-string (%s) gives none', (value) => {
    expect(localeOptionTag(value)).toBeUndefined();
  });

  // What the facade cannot afford to tell apart: the widget reports these and sets the country's
  // `lang` and name when it mounts (widget-model.ts).
  it('a well-formed locale the list has not passes', () => {
    expect(localeOptionTag('fr_BE')).toBe('fr-BE');
    expect(parseLocaleOption('fr_BE')).toBeUndefined();
  });
});

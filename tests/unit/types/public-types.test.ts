// The hand-written declarations hosts get (types/*.d.ts, ADR-0005) say what the code does. The
// type-level checks below are compiled by `npm run typecheck` (tsc over tests/); a drift in either
// direction is a type error there. The run-time checks compare the lists the code acts on.
import { describe, expect, it } from 'vitest';
import type { ActionId } from '../../../core/actions';
import { HOST_EVENTS } from '../../../core/host/host-events';
import type { HostProviders, TrackEvent } from '../../../core/host/host-providers';
import { parsePopupOptions, type PopupOptions } from '../../../core/popup/popup-options';
import type { Design } from '../../../core/visibility';
import { parseLocaleOption, SUPPORTED_LOCALES, type SupportedLocale } from '../../../core/locale';
import * as formatModule from '../../../locales/format';
import * as navigationModule from '../../../core/navigation';
import { THEMES, type Theme } from '../../../themes/index';
import type * as FormatDeclarations from '../../../types/format';
import type * as NavigationDeclarations from '../../../types/navigation';
import type {
  QuickActionsActionId,
  QuickActionsDesign,
  QuickActionsEventMap,
  QuickActionsLocale,
  QuickActionsLocaleOption,
  QuickActionsOptions,
  QuickActionsPopupOptions,
  QuickActionsTheme,
  QuickActionsTrackEvent,
} from '../../../types/quick-actions';

/** true when A and B are mutually assignable. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>): Same<A, B> => check;
const fits = <A, B>(check: [A] extends [B] ? true : false) => check;

describe('types/quick-actions.d.ts says what the code does', () => {
  it('the designs, themes, popup options and action ids', () => {
    same<QuickActionsDesign, Design>(true);
    same<QuickActionsTheme, Theme>(true);
    same<Required<QuickActionsPopupOptions>, Required<PopupOptions>>(true);
    // The action ids are the popup's three actions and the other things a person can choose.
    fits<ActionId, QuickActionsActionId>(true);
    same<QuickActionsTrackEvent, TrackEvent>(true);
    // The host's options work as the code's providers.
    fits<QuickActionsOptions, HostProviders>(true);
    expect([...THEMES]).toEqual(['slate-v1', 'slate-v4']);
  });

  it('the locales the `locale` option accepts are core/locale.ts', () => {
    same<QuickActionsLocale, SupportedLocale>(true);
    same<QuickActionsOptions['locale'], QuickActionsLocaleOption | null | undefined>(true);
    fits<QuickActionsLocale, QuickActionsLocaleOption>(true);
    const declared: Record<QuickActionsLocale, true> = {
      de: true,
      de_AT: true,
      de_DE: true,
      en: true,
      en_AU: true,
      en_CA: true,
      en_GB: true,
      en_IE: true,
      en_IN: true,
      en_NG: true,
      en_NZ: true,
      en_SG: true,
      en_US: true,
      es: true,
      es_AR: true,
      es_CL: true,
      es_ES: true,
      es_MX: true,
      es_US: true,
      fr: true,
      fr_CA: true,
      fr_FR: true,
    };
    expect(Object.keys(declared)).toEqual([...SUPPORTED_LOCALES]);
    expect(Object.keys(declared).map(parseLocaleOption)).toEqual([...SUPPORTED_LOCALES]);
  });

  it('every spelling the `locale` type accepts is taken at run time', () => {
    const spelled: QuickActionsLocaleOption[] = ['fr_CA', 'fr-CA', 'FR-ca', 'fr_ca', 'FR_CA', 'EN'];
    expect(spelled.map(parseLocaleOption)).toEqual([
      'fr_CA',
      'fr_CA',
      'fr_CA',
      'fr_CA',
      'fr_CA',
      'en',
    ]);
    // @ts-expect-error: a locale that is not supported
    const unsupported: QuickActionsLocaleOption = 'fr_BE';
    // @ts-expect-error: a region mixing cases is no tag a host writes
    const mixed: QuickActionsLocaleOption = 'fr-cA';
    expect([unsupported, mixed].map(parseLocaleOption)).toEqual([undefined, 'fr_CA']);
  });

  it('the popup options the code reads are the declared ones', () => {
    const declared: Required<QuickActionsPopupOptions> = {
      pageName: 'p',
      upToY: 1,
      upToIdBottom: 'a',
      upToIdTop: 'b',
      upToClassBottom: 'c',
      upToClassTop: 'd',
      upToSelectorBottom: 'e',
      upToSelectorTop: 'f',
    };
    expect(Object.keys(parsePopupOptions(declared)).sort()).toEqual(Object.keys(declared).sort());
  });

  it('the events the facade accepts are the declared ones', () => {
    const declared: Record<keyof QuickActionsEventMap, true> = {
      ready: true,
      open: true,
      close: true,
      action: true,
      hidden: true,
    };
    expect([...HOST_EVENTS].sort()).toEqual(Object.keys(declared).sort());
  });
});

describe('types/navigation.d.ts says what dist/navigation.js exports', () => {
  it('the same three helpers, with the same types', () => {
    same<typeof navigationModule, typeof NavigationDeclarations>(true);
    expect(Object.keys(navigationModule).sort()).toEqual(['displayFile', 'download', 'postTo']);
  });
});

describe('types/format.d.ts says what dist/format.js exports', () => {
  it('the same functions and constants, with the same types', () => {
    same<typeof formatModule, typeof FormatDeclarations>(true);
    expect(Object.keys(formatModule).sort()).toEqual([
      'UNSUPPORTED',
      'blankLine',
      'capitalize',
      'countryName',
      'currencyToWords',
      'formatCurrency',
      'formatDate',
      'formatNumber',
      'jurisdictionName',
      'loadMessages',
      'numberToWords',
      'orBlank',
      'regionName',
      'translate',
    ]);
  });
});

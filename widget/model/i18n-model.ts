import type { WidgetHandoff } from '../../core/host';
import {
  LEGAL_KEY_PREFIX,
  localeOptionError,
  parseLocaleOption,
  resolveLocale,
} from '../../core/locale';
import { createStore, type Store } from '../../core/store';
import { FALLBACK_MESSAGES } from '../../locales/fallback-messages';
import { loadMessages } from '../../locales/load-locale';
import type { LoadedMessages, Messages } from '../../types/format';
import { translate } from '../../locales/translate';

export interface I18nState {
  messages: Messages;
  loaded: boolean;
}

export interface I18nModelDeps {
  handoff: WidgetHandoff;
  report: (error: unknown) => void;
  /** Runs a step in a later task, unless the widget went away (the model's inLaterTask). */
  whenIdle: (step: () => void) => void;
  lifetime: AbortSignal;
}

// The widget's text (spec §1), loaded in a later task: the host's `locale` chooses it, the legal
// content follows the country (core/locale.ts); an unsupported value is reported when given.
export function createI18nModel({ handoff, report, whenIdle, lifetime }: I18nModelDeps) {
  const { context } = handoff;
  const i18n = createStore<I18nState>(
    { messages: FALLBACK_MESSAGES, loaded: false },
    { onListenerError: report },
  );
  let localeValue = context.options.locale;
  const localeFor = (value: unknown) => {
    const error = localeOptionError(value);
    if (error) report(error);
    return resolveLocale(context.place, parseLocaleOption(value));
  };
  let locale = localeFor(localeValue);
  // The locale whose text is shown, once its bundles have loaded.
  let shown: typeof locale | undefined;
  // The root's `lang` and the button's name, as the facade set them, follow the locale used (the
  // name once its text is here).
  const root = handoff.shadowRoot.host as HTMLElement;
  const name = () => {
    root.lang = locale.tag;
    if (shown === locale) {
      handoff.button.setAttribute(
        'aria-label',
        translate(i18n.getSnapshot().messages, 'quickActions'),
      );
    }
  };
  // A deploy may have removed our bundles: the current deploy's widget is asked (ADR-0103), and
  // taken when it failed less.
  const fromCurrentDeploy = async (chain: readonly string[], ours: LoadedMessages) => {
    try {
      const facade = await handoff.currentDeploy?.();
      const theirs = await (await facade?.w())?.loadMessages?.(chain);
      return theirs && theirs.failed.length < ours.failed.length ? theirs : ours;
    } catch {
      return ours;
    }
  };
  // The first locale's text settled: an open waits for it, so no shown text changes.
  let textSettled: () => void = () => {};
  const ready = new Promise<void>((resolve) => (textSettled = resolve));
  // An answer for a locale replaced meanwhile is dropped.
  const loadLocale = () =>
    whenIdle(() => {
      const wanted = locale;
      const legal = wanted.legalChain.join() === wanted.chain.join() ? [] : wanted.legalChain;
      // A chain whose bundles failed asks the current deploy once (fromCurrentDeploy).
      const load = (chain: readonly string[]) =>
        loadMessages(chain).then((ours) => (ours.errored ? fromCurrentDeploy(chain, ours) : ours));
      void Promise.all([load(wanted.chain), legal[0] && load(legal)])
        .then(([result, legalResult]) => {
          if (wanted !== locale || lifetime.aborted) return;
          const messages = { ...result.messages };
          // Only if the legal bundles loaded: else the locale's own copy stays.
          if (legalResult?.loaded) {
            for (const [key, text] of Object.entries(legalResult.messages)) {
              if (key.startsWith(LEGAL_KEY_PREFIX)) messages[key] = text;
            }
          }
          const failed = [...result.failed, ...(legalResult?.failed ?? [])];
          i18n.set({ messages, loaded: result.loaded });
          if (result.loaded) shown = wanted;
          name();
          if (failed[0]) report(new Error(`Locale bundles failed: ${failed.join(', ')}`));
        })
        .finally(textSettled);
    });
  name();
  loadLocale();

  return {
    i18n: i18n as Store<I18nState>,
    /** The first locale's text has loaded, or failed and the fallback stays. */
    ready,
    /** The host's `update`: the same `locale` again, or another value for it, loads nothing. */
    update(value: unknown) {
      if (!Object.is(value, localeValue)) {
        const next = localeFor((localeValue = value));
        if (next.locale !== locale.locale) {
          locale = next;
          loadLocale();
        }
      }
      name();
    },
  };
}

import { createContext, useContext } from 'react';

// Translations reach components through context: `t(key, params)` returns the
// bundle's string (locales/load-locale.ts decides fallbacks).
export type Translate = (key: string, params?: Record<string, string>) => string;

const I18nContext = createContext<Translate>((key) => key);

export const I18nProvider = I18nContext.Provider;

export const useT = (): Translate => useContext(I18nContext);

import type { MessageParams, Messages } from '../types/format';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The message for `key`, `{name}` placeholders filled from `params` (one without a value stays).
 * `messages` holds the whole chain, so a key missing there is missing in `en` too: a region name
 * gives its code (spec §8 "Missing translations for countries or regions return the code"), any
 * other key the key.
 */
export function translate(messages: Messages, key: string, params?: MessageParams): string {
  const value = Object.hasOwn(messages, key) ? messages[key] : undefined;
  if (value === undefined)
    return key.startsWith('region.') ? key.slice(key.lastIndexOf('.') + 1) : key;
  if (!params) return value;
  return value.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

// spec §1 "capitalises text": the first user-perceived character (grapheme) in upper case,
// by the locale's rules (Turkish "i" → "İ"), the rest untouched.
import { toLocaleTag } from './locale-tag';

function firstGrapheme(text: string, tag: string): string {
  if (typeof Intl.Segmenter !== 'function') return String.fromCodePoint(text.codePointAt(0)!);
  const segments = new Intl.Segmenter(tag, { granularity: 'grapheme' }).segment(text);
  return segments[Symbol.iterator]().next().value?.segment ?? '';
}

export function capitalize(text: string, locale: string): string {
  const tag = toLocaleTag(locale);
  if (!text) return text;
  const first = firstGrapheme(text, tag);
  return first.toLocaleUpperCase(tag) + text.slice(first.length);
}

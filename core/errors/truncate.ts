// spec §9: "Stack trace cut to 8192 characters. Stringified error cut to 2000 characters."

/** Cuts `text` to at most `maxLength` UTF-16 units, never splitting a surrogate pair. */
export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const last = cut.charCodeAt(cut.length - 1);
  const isHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return isHighSurrogate ? cut.slice(0, -1) : cut;
}

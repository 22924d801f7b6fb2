// jsdom (29) caches computed styles per document and clears that cache when a node attached to
// the document changes, never when one inside a shadow tree does (Node-impl.js reads
// `_attached`, false in shadow trees): an element un-hidden inside the widget's shadow root
// stays `display: none` to getComputedStyle, and so to Testing Library's role queries, until
// something in the light tree changes. The widget's popup is drawn hidden before it is opened
// and then only un-hidden (widget/components/drawn-in-turns.tsx), so the unit tests would
// read a stale answer. This clears jsdom's cache before each getComputedStyle, which is what a
// browser's style system does in effect. Its test: tests/unit/widget/jsdom-shadow-styles.test.ts.

interface StyleCachingDocument {
  _clearStyleCache(): void;
}

const isStyleCaching = (impl: unknown): impl is StyleCachingDocument =>
  typeof (impl as Partial<StyleCachingDocument> | undefined)?._clearStyleCache === 'function';

/** Makes `win.getComputedStyle` read the element's current attributes, in shadow trees too. */
export function readFreshComputedStyles(win: Window): void {
  const implSymbol = Object.getOwnPropertySymbols(win.document).find(
    (symbol) => symbol.description === 'impl',
  );
  const impl: unknown =
    implSymbol && (win.document as unknown as Record<symbol, unknown>)[implSymbol];
  if (!isStyleCaching(impl)) {
    throw new Error(
      'jsdom changed: its document has no style cache to clear (jsdom-shadow-styles.ts)',
    );
  }
  const computed = win.getComputedStyle.bind(win);
  win.getComputedStyle = (element, pseudoElement) => {
    impl._clearStyleCache();
    return computed(element, pseudoElement);
  };
}

// `destroy` removes every listener the widget added (docs/security.md "9. Leaks and load"). React
// DOM adds a `selectionchange` listener to the document when a root is created and never removes it
// (facebook/react#7128). So the widget records what is added to the document while its root is
// created, and removes exactly that on unmount, with React's "already listening" marker, so a later
// root (a new user after `refresh`) registers its listener again. Only OUR marker (docs/security.md
// "11. Real host pages"): a host page running React has its own `_reactListening<random>`, and
// deleting it would make the host's React add a second selectionchange listener on its next root.

type Registration = Parameters<Document['addEventListener']>;

const reactMarkers = (doc: Document): string[] =>
  Object.keys(doc).filter((key) => key.startsWith('_reactListening'));

/** `run`'s result, and `release`, which removes what it added to `doc`. */
export function recordDocumentListeners<T>(doc: Document, run: () => T) {
  const added: Registration[] = [];
  const markersBefore = new Set(reactMarkers(doc));
  const own = Object.getOwnPropertyDescriptor(doc, 'addEventListener');
  const original = doc.addEventListener;
  doc.addEventListener = function (this: Document, ...args: Registration) {
    added.push(args);
    return original.apply(this, args);
  } as Document['addEventListener'];
  let result: T;
  try {
    result = run();
  } finally {
    // Put back exactly what was there: the prototype's method, or a host's own override.
    if (own) Object.defineProperty(doc, 'addEventListener', own);
    else delete (doc as { addEventListener?: unknown }).addEventListener;
  }
  const ourMarkers = reactMarkers(doc).filter((key) => !markersBefore.has(key));
  return {
    result,
    release() {
      for (const [type, listener, options] of added)
        doc.removeEventListener(type, listener, options);
      for (const key of ourMarkers) delete (doc as unknown as Record<string, unknown>)[key];
    },
  };
}

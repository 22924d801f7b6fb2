// design.md: "A classic async script's import() resolves against the document,
// not the script: compute chunk URLs from the loader's own src." `currentScript`
// is set while a classic script (async included) first runs, so read it at start.
export function scriptBaseUrl(doc: Document): string {
  return new URL('.', (doc.currentScript as HTMLScriptElement | null)?.src || doc.baseURI).href;
}

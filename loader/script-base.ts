// A classic async script's import() resolves against the document, not the script, so chunk
// URLs are computed from the loader's own src. `currentScript`
// is set while a classic script (async included) first runs, so read it at start.
//
// Markup never decides where code comes from (docs/security.md "5d. Markup choosing where code
// comes from"). User content such as
// `<img name="currentScript" src="/evil/x.png">` clobbers `document.currentScript` (the pattern of
// webpack CVE-2024-43788 and Vite CVE-2024-45812), and `<base href>` moves `document.baseURI`.
// Only a real <script> element's src counts; without one, `new URL` throws and stage one's guard
// (loader/index.ts) leaves the page without a widget: never code from elsewhere.
export function scriptBaseUrl(doc: Document): string {
  const script = doc.currentScript;
  return new URL('.', script instanceof HTMLScriptElement ? script.src : '').href;
}

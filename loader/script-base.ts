// A classic async script's import() resolves against the document, so chunk URLs come from the
// loader's own src, read at start while `currentScript` is set. Markup never decides where code
// comes from (docs/security.md "5d. Markup choosing where code comes from"): only a real <script>
// element's src counts; without one, `new URL` throws and loader/index.ts leaves the page without
// a widget.
export function scriptBaseUrl(doc: Document): string {
  const script = doc.currentScript;
  return new URL('.', script instanceof HTMLScriptElement ? script.src : '').href;
}

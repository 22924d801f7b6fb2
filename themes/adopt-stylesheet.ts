// Our CSS into a shadow root: constructable stylesheets, which a strict CSP allows
// (docs/security.md); a <style> element only where they are missing (jsdom).

export interface AdoptedStylesheet {
  /** Puts other CSS in its place (the button's look for another theme). */
  replace(css: string): void;
  /** Takes it out of the shadow root; the root's other stylesheets stay. */
  remove(): void;
}

/** Adds `css` after the stylesheets `shadowRoot` already has. */
export function adoptStylesheet(shadowRoot: ShadowRoot, css: string): AdoptedStylesheet {
  if ('adoptedStyleSheets' in shadowRoot && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
    return {
      replace: (next) => sheet.replaceSync(next),
      remove() {
        shadowRoot.adoptedStyleSheets = shadowRoot.adoptedStyleSheets.filter((s) => s !== sheet);
      },
    };
  }
  const style = shadowRoot.ownerDocument.createElement('style');
  style.textContent = css;
  shadowRoot.append(style);
  return {
    replace(next) {
      style.textContent = next;
    },
    remove: () => style.remove(),
  };
}

import type { ButtonIcon } from '../../core/host/widget-handoff';

// The facade (design.md, lite-youtube): the cheap floating button drawn at once for
// eligible visitors. It is fixed-positioned, so it never shifts the host's layout
// (CLS 0), and it lives in a shadow root so host CSS and ours never meet (issue 4).
// Built with DOM calls only — no innerHTML — so strict CSP with Trusted Types holds.

const ICON_PATHS: Record<ButtonIcon, string> = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  arrow: 'm6 9 6 6 6-6',
};

// Every rule is scoped to the facade's own button (.qa-fab): the widget renders
// more buttons into the same shadow root. The focus ring is two-tone (dark outline,
// white halo) so it shows on any host background before a theme arrives.
const BUTTON_CSS = `:host{all:initial}
.qa-fab{position:fixed;right:24px;bottom:24px;z-index:2147483000;width:56px;height:56px;border:0;border-radius:50%;display:grid;place-items:center;cursor:pointer;color:var(--qa-button-fg,#fff);background:var(--qa-button-bg,#1f4b99);box-shadow:0 4px 12px rgb(0 0 0/.3)}
.qa-fab:focus-visible{outline:3px solid var(--qa-focus,#1d2733);outline-offset:2px;box-shadow:0 0 0 5px #fff}
.qa-fab svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.qa-fab[data-icon=refresh] svg{animation:qa-spin 1s linear infinite}
@keyframes qa-spin{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.qa-fab[data-icon=refresh] svg{animation:none}}`;

const SVG_NS = 'http://www.w3.org/2000/svg';

export interface FacadeButton {
  root: HTMLElement;
  shadowRoot: ShadowRoot;
  button: HTMLButtonElement;
  setIcon(icon: ButtonIcon): void;
}

function adoptStyles(shadowRoot: ShadowRoot): void {
  // Constructable stylesheets are not inline styles, so `style-src 'self'` allows
  // them. Browsers without them (and jsdom) get a <style> element instead; every
  // browser that enforces Trusted Types has constructable stylesheets.
  if ('adoptedStyleSheets' in shadowRoot && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(BUTTON_CSS);
    shadowRoot.adoptedStyleSheets = [sheet];
  } else {
    const style = shadowRoot.ownerDocument.createElement('style');
    style.textContent = BUTTON_CSS;
    shadowRoot.appendChild(style);
  }
}

export function drawFacadeButton(
  container: HTMLElement,
  label: string,
  lang: string,
): FacadeButton {
  const doc = container.ownerDocument;
  const root = doc.createElement('div');
  root.setAttribute('data-quick-actions-root', '');
  root.lang = lang;
  const shadowRoot = root.attachShadow({ mode: 'open' });
  adoptStyles(shadowRoot);

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'qa-fab';
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-expanded', 'false');
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG_NS, 'path');
  svg.appendChild(path);
  button.appendChild(svg);

  const setIcon = (icon: ButtonIcon) => {
    button.setAttribute('data-icon', icon);
    path.setAttribute('d', ICON_PATHS[icon]);
  };
  setIcon('bolt');
  shadowRoot.appendChild(button);
  container.appendChild(root);
  return { root, shadowRoot, button, setIcon };
}

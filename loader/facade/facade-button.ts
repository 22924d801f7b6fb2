import type { ButtonIcon } from '../../core/host';
import { adoptStylesheet } from '../../themes/adopt-stylesheet';
import { buttonLookFor } from '../../themes/button-look';

// The facade (the lite-youtube pattern): the cheap floating button drawn at once for eligible
// visitors; fixed (CLS 0), in a shadow root (host CSS and ours never meet), built with DOM calls
// only so strict CSP with Trusted Types holds.

const ICON_PATHS: Record<ButtonIcon, string> = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  arrow: 'm6 9 6 6 6-6',
};

// Every rule is scoped to .qa-fab: the widget renders more buttons into the same shadow root. The
// placement comes from custom properties on the shadow host (ADR-0021, core/host/widget-handoff.ts),
// the look from the theme's values, the same ones its custom properties set later (ADR-0035). In
// the dark palette (the host's `colorScheme`, drawn-button.ts) it sets those custom properties
// itself, with the theme files' selectors and values, so the stylesheet's arrival changes
// nothing. A two-tone focus ring shows on any background; forced colours get a border (ADR-0037).
function buttonCss(theme: unknown): string {
  const look = buttonLookFor(theme);
  // darkButtonLook(look), spelled out for its bytes.
  const dark = `--qa-button-bg:${look.foreground};--qa-button-fg:${look.background}`;
  const size = `var(--qa-button-size,${look.size})`;
  return `:host{all:initial}
:host([data-color-scheme=dark]){${dark}}
@media (prefers-color-scheme:dark){:host([data-color-scheme=auto]){${dark}}}
.qa-fab{position:fixed;left:var(--qa-left,auto);right:var(--qa-right,24px);bottom:var(--qa-bottom,24px);z-index:var(--qa-z,2147483000);box-sizing:border-box;width:${size};height:${size};padding:0;border:0;border-radius:var(--qa-button-radius,${look.radius});display:grid;place-items:center;cursor:pointer;color:var(--qa-button-fg,${look.foreground});background:var(--qa-button-bg,${look.background});box-shadow:var(--qa-button-shadow,${look.shadow})}
.qa-fab:focus-visible{outline:3px solid var(--qa-focus,${look.focus});outline-offset:2px;box-shadow:0 0 0 5px #fff}
.qa-fab svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.qa-fab[data-icon=refresh] svg{animation:qa-spin 1s linear infinite}
@keyframes qa-spin{to{transform:rotate(1turn)}}
.qa-failed{position:fixed;left:var(--qa-left,auto);right:var(--qa-right,24px);bottom:calc(var(--qa-bottom,24px) + ${size} + 12px);z-index:var(--qa-z,2147483000);box-sizing:border-box;max-width:min(320px,calc(100vw - 32px));padding:16px;border-radius:var(--qa-button-radius,${look.radius});font:14px/1.4 system-ui,sans-serif;color:var(--qa-button-fg,${look.foreground});background:var(--qa-button-bg,${look.background});box-shadow:var(--qa-button-shadow,${look.shadow})}
.qa-failed p{margin:0 0 12px}
.qa-failed button{font:inherit;padding:6px 12px;border:1px solid;border-radius:6px;color:inherit;background:none;cursor:pointer}
.qa-failed button:focus-visible{outline:3px solid var(--qa-focus,${look.focus});outline-offset:2px}
:host([data-no-launcher]) .qa-fab{display:none}
@media (prefers-reduced-motion:reduce){.qa-fab[data-icon=refresh] svg{animation:none}}
@media (forced-colors:active){.qa-fab,.qa-failed{border:2px solid ButtonText}.qa-fab:focus-visible{outline-color:Highlight}}`;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export type FacadeButton = ReturnType<typeof drawFacadeButton>;

export function drawFacadeButton(
  container: HTMLElement,
  label: string,
  lang: string,
  theme?: unknown,
) {
  const doc = container.ownerDocument;
  const root = doc.createElement('div');
  root.setAttribute('data-quick-actions-root', '');
  root.lang = lang;
  const shadowRoot = root.attachShadow({ mode: 'open' });
  const stylesheet = adoptStylesheet(shadowRoot, buttonCss(theme));

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
  // The body's last child, not in `container`, whose CSS could make it the containing block of the
  // fixed button and popup (ADR-0022). `isFor` keeps `container` the mount point.
  doc.body.appendChild(root);
  return {
    root,
    shadowRoot,
    button,
    setIcon,
    /** Draws the button in another theme's look (the host's `theme` option changed). */
    setTheme: (next: unknown) => stylesheet.replace(buttonCss(next)),
    /** Whether this button was drawn for `container` and is still on the page. */
    isFor: (element: HTMLElement) => element === container && root.isConnected,
  };
}

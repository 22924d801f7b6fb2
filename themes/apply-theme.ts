// spec §1 themes (ADR-0039): one <link> per root; the old one goes only once the new one loaded, a
// failed load keeps it, a newer switch supersedes.
import { themeStylesheetUrl, type Theme } from './index';

const ATTRIBUTE = 'data-qa-theme';

/** The widget's ShadowRoot, or any element. */
export type ThemeRoot = Pick<ParentNode, 'querySelectorAll' | 'append'> & {
  readonly ownerDocument: Document | null;
};

/** Settles the promise of a link still loading. */
const pending = new WeakMap<HTMLLinkElement, (ok: boolean) => void>();

function themeLinks(root: ThemeRoot): HTMLLinkElement[] {
  return [...root.querySelectorAll<HTMLLinkElement>(`link[${ATTRIBUTE}]`)];
}

// Puts `theme`'s stylesheet into `root`. Resolves true once it applies (at once when it
// already does), false when it failed to load or a newer call superseded it. Never rejects.
export function applyTheme(
  root: ThemeRoot,
  theme: Theme,
  urlFor: (theme: Theme) => string = themeStylesheetUrl,
): Promise<boolean> {
  themeLinks(root).forEach((link) => pending.get(link)?.(false));
  const applied = themeLinks(root);
  if (applied.some((link) => link.getAttribute(ATTRIBUTE) === theme)) {
    applied.filter((link) => link.getAttribute(ATTRIBUTE) !== theme).forEach((l) => l.remove());
    return Promise.resolve(true);
  }
  const link = (root.ownerDocument ?? document).createElement('link');
  const loaded = new Promise<boolean>((resolve) => {
    const settle = (ok: boolean) => {
      if (!pending.delete(link)) return;
      if (ok) themeLinks(root).forEach((other) => other !== link && other.remove());
      else link.remove();
      resolve(ok);
    };
    pending.set(link, settle);
    link.addEventListener('load', () => settle(true), { once: true });
    link.addEventListener('error', () => settle(false), { once: true });
  });
  link.rel = 'stylesheet';
  link.setAttribute(ATTRIBUTE, theme);
  link.href = urlFor(theme);
  root.append(link);
  return loaded;
}

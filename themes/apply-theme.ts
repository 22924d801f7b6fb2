// spec §1 themes (ADR-0039): one <link> per root; the old one goes only once the new one loaded, a
// failed load keeps it, a newer switch supersedes. The head start may have put the link in first
// (widget/early-open.ts): the widget's call for the same theme then waits on that one.
import { themeStylesheetUrl, type Theme } from './index';

const ATTRIBUTE = 'data-qa-theme';

/** The widget's ShadowRoot, or any element. */
export type ThemeRoot = Pick<ParentNode, 'querySelectorAll' | 'append'> & {
  readonly ownerDocument: Document | null;
};

/** A link still loading: its settle, and the promise every caller for its theme waits on. */
const pending = new WeakMap<
  HTMLLinkElement,
  { settle: (ok: boolean) => void; loaded: Promise<boolean> }
>();

function themeLinks(root: ThemeRoot): HTMLLinkElement[] {
  return [...root.querySelectorAll<HTMLLinkElement>(`link[${ATTRIBUTE}]`)];
}

// Puts `theme`'s stylesheet into `root`. Resolves true once it applies (at once when it
// already does; with the link already asking for it, when that one loads), false when it failed
// to load or a newer call superseded it. Never rejects.
export function applyTheme(
  root: ThemeRoot,
  theme: Theme,
  urlFor: (theme: Theme) => string = themeStylesheetUrl,
): Promise<boolean> {
  const links = themeLinks(root);
  const same = links.find((link) => link.getAttribute(ATTRIBUTE) === theme);
  links.forEach((link) => link !== same && pending.get(link)?.settle(false));
  if (same) {
    const loading = pending.get(same);
    if (loading) return loading.loaded;
    links.filter((link) => link !== same).forEach((link) => link.remove());
    return Promise.resolve(true);
  }
  const link = (root.ownerDocument ?? document).createElement('link');
  let settle: (ok: boolean) => void = () => undefined;
  const loaded = new Promise<boolean>((resolve) => {
    settle = (ok: boolean) => {
      if (!pending.delete(link)) return;
      if (ok) themeLinks(root).forEach((other) => other !== link && other.remove());
      else link.remove();
      resolve(ok);
    };
  });
  pending.set(link, { settle, loaded });
  link.addEventListener('load', () => settle(true), { once: true });
  link.addEventListener('error', () => settle(false), { once: true });
  link.rel = 'stylesheet';
  link.setAttribute(ATTRIBUTE, theme);
  link.href = urlFor(theme);
  root.append(link);
  return loaded;
}

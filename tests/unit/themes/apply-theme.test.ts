// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from '../../../themes/apply-theme';
import type { Theme } from '../../../themes';

// The real links' loading: the jsdom set-up's stand-in (loaded-stylesheets.ts) is not wanted here.
vi.unmock('../../../themes/apply-theme');

const url = (theme: string) => `https://cdn.example/${theme}.css`;

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const links = (root: ShadowRoot) =>
  [...root.querySelectorAll('link')].map((link) => link.getAttribute('data-qa-theme'));
const link = (root: ShadowRoot, theme: string) =>
  root.querySelector<HTMLLinkElement>(`link[data-qa-theme="${theme}"]`)!;

/** Applies `theme` and lets its stylesheet load; resolves with what applyTheme resolved. */
async function applyLoaded(root: ShadowRoot, theme: Theme): Promise<boolean> {
  const applied = applyTheme(root, theme, url);
  link(root, theme).dispatchEvent(new Event('load'));
  return applied;
}

describe('applyTheme (lazily loaded, inside the shadow root)', () => {
  let root: ShadowRoot;
  beforeEach(() => {
    document.body.innerHTML = '';
    root = shadowRoot();
  });

  it('adds one stylesheet link for the theme and resolves when it loads', async () => {
    const applied = applyTheme(root, 'slate-v4', url);
    const element = link(root, 'slate-v4');
    expect(element.rel).toBe('stylesheet');
    expect(element.href).toBe('https://cdn.example/slate-v4.css');
    expect(document.head.querySelector('link')).toBeNull();
    element.dispatchEvent(new Event('load'));
    await expect(applied).resolves.toBe(true);
  });

  it('switching keeps the old theme until the new one has loaded, then drops it', async () => {
    await applyLoaded(root, 'slate-v1');
    const second = applyTheme(root, 'slate-v4', url);
    expect(links(root)).toEqual(['slate-v1', 'slate-v4']);
    link(root, 'slate-v4').dispatchEvent(new Event('load'));
    await expect(second).resolves.toBe(true);
    expect(links(root)).toEqual(['slate-v4']);
  });

  it('keeps the old theme when the new one fails to load', async () => {
    await applyLoaded(root, 'slate-v1');
    const second = applyTheme(root, 'slate-v4', url);
    link(root, 'slate-v4').dispatchEvent(new Event('error'));
    await expect(second).resolves.toBe(false);
    expect(links(root)).toEqual(['slate-v1']);
  });

  it('applying the applied theme again loads nothing', async () => {
    await applyLoaded(root, 'slate-v1');
    await expect(applyTheme(root, 'slate-v1', url)).resolves.toBe(true);
    expect(links(root)).toEqual(['slate-v1']);
  });

  it('the theme asked for again while its link loads: one link, and both wait for its load', async () => {
    let settled = false;
    const first = applyTheme(root, 'slate-v4', url);
    const again = applyTheme(root, 'slate-v4', url).then((ok) => ((settled = true), ok));
    expect(links(root)).toEqual(['slate-v4']);
    await Promise.resolve();
    expect(settled).toBe(false);
    link(root, 'slate-v4').dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(again).resolves.toBe(true);
  });

  it('a newer switch supersedes one still loading', async () => {
    await applyLoaded(root, 'slate-v1');
    const slow = applyTheme(root, 'slate-v4', url);
    const back = applyTheme(root, 'slate-v1', url);
    await expect(slow).resolves.toBe(false);
    await expect(back).resolves.toBe(true);
    expect(links(root)).toEqual(['slate-v1']);
  });
});

// @vitest-environment jsdom
// themes/adopt-stylesheet.ts: the facade's button, the widget and the error registry panel put
// their CSS into the shadow root through it — a constructable stylesheet where the browser has
// them (a strict CSP allows those), a <style> element elsewhere (jsdom has none).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStylesheet } from '../../../themes/adopt-stylesheet';

const shadowRoot = () => {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('adoptStylesheet without constructable stylesheets', () => {
  it('adds a <style> after what is there, replaces its text and removes only itself', () => {
    const root = shadowRoot();
    const first = adoptStylesheet(root, '.a{color:red}');
    const second = adoptStylesheet(root, '.b{color:blue}');
    const styles = () => [...root.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles()).toEqual(['.a{color:red}', '.b{color:blue}']);
    first.replace('.a{color:green}');
    expect(styles()).toEqual(['.a{color:green}', '.b{color:blue}']);
    first.remove();
    expect(styles()).toEqual(['.b{color:blue}']);
    second.remove();
    expect(root.querySelectorAll('style')).toHaveLength(0);
  });
});

describe('adoptStylesheet with constructable stylesheets', () => {
  class FakeSheet {
    text = '';
    replaceSync(css: string) {
      this.text = css;
    }
  }

  it('adopts a sheet after the root’s others, replaces its rules and drops only itself', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    const theirs = new FakeSheet();
    const root = { adoptedStyleSheets: [theirs] } as unknown as ShadowRoot;
    const ours = adoptStylesheet(root, '.a{color:red}');
    const adopted = () => root.adoptedStyleSheets as unknown as FakeSheet[];
    expect(adopted()).toHaveLength(2);
    expect(adopted()[0]).toBe(theirs);
    expect(adopted()[1]!.text).toBe('.a{color:red}');
    ours.replace('.a{color:green}');
    expect(adopted()[1]!.text).toBe('.a{color:green}');
    ours.remove();
    expect(adopted()).toEqual([theirs]);
  });
});

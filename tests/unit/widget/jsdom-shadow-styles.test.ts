// @vitest-environment jsdom
// The unit set-up's fix for jsdom's stale computed styles in shadow trees
// (tests/unit/support/jsdom-shadow-styles.ts): without it the second read is still 'none'.
import { describe, expect, it } from 'vitest';

describe('computed styles in a shadow tree (jsdom set-up)', () => {
  it('follow the hidden attribute once it is removed', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const panel = document.createElement('section');
    panel.hidden = true;
    shadowRoot.append(panel);
    expect(getComputedStyle(panel).display).toBe('none');
    panel.hidden = false;
    expect(getComputedStyle(panel).display).toBe('block');
    host.remove();
  });
});

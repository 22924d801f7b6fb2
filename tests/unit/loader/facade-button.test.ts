// @vitest-environment jsdom
// Where the facade draws its root (loader/facade/facade-button.ts): in the body, outside
// #quick-actions, so no CSS of the host's on that element or an ancestor inside the body becomes
// the containing block of the fixed button and popup; `isFor` ties the root to the element it was
// drawn for. The browser proof is in tests/browser/host-api.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawFacadeButton, type FacadeButton } from '../../../loader/facade/facade-button';
import { resetHostPage } from './facade-page';

const container = () => document.getElementById('quick-actions')!;
let drawn: FacadeButton | undefined;

beforeEach(() => {
  resetHostPage();
  drawn = drawFacadeButton(container(), 'Quick Actions', 'en-US');
});

afterEach(() => drawn?.root.remove());

describe('the facade root (facade-button.ts)', () => {
  it('is the body’s last child; #quick-actions stays empty', () => {
    const { root } = drawn!;
    expect(document.body.lastChild).toBe(root);
    expect(container().childNodes).toHaveLength(0);
    expect(root.lang).toBe('en-US');
    expect(root.hasAttribute('data-quick-actions-root')).toBe(true);
    expect(root.shadowRoot?.querySelector('button.qa-fab')).toBe(drawn!.button);
  });

  it('is for the element it was drawn for, not another one', () => {
    const { isFor } = drawn!;
    expect(isFor(container())).toBe(true);
    expect(isFor(document.body)).toBe(false);
    // A single-page host rendered a new #quick-actions: the controller draws for it.
    const fresh = document.createElement('div');
    container().replaceWith(fresh);
    fresh.id = 'quick-actions';
    expect(isFor(fresh)).toBe(false);
  });

  it('is for no element once its root is off the page', () => {
    // Taken off by the host's script, or with a body a framework replaced.
    drawn!.root.remove();
    expect(drawn!.isFor(container())).toBe(false);
  });
});

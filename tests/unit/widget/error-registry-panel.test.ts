// @vitest-environment jsdom
// spec §8 visible error registry, spec §3 client error record (visible and open flags), spec §4:
// widget/components/error-registry-panel.ts on its own. The whole widget on a dev host and on a
// production host is in tests/browser/widget-look.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { createClientErrorRegistry } from '../../../core/errors/client-error-registry';
import { showErrorRegistry } from '../../../widget/components/error-registry-panel';
import { adoptStylesheet } from '../../../themes/adopt-stylesheet';

const entry = (n: number) => ({
  shortDescription: `Error: failure ${n}`,
  fullDescription: `Error: failure ${n}\n\n    at hubs.ts:${n}`,
  componentId: n === 1 ? 'hubs' : '',
});

function setUp() {
  const host = document.createElement('div');
  document.body.append(host);
  const shadowRoot = host.attachShadow({ mode: 'open' });
  const fab = document.createElement('button');
  fab.className = 'qa-fab';
  shadowRoot.append(fab);
  const registry = createClientErrorRegistry();
  const remove = showErrorRegistry(shadowRoot, registry, adoptStylesheet);
  const panel = () => shadowRoot.querySelector<HTMLElement>('section.qa-errors');
  const buttons = (role: string) => [
    ...shadowRoot.querySelectorAll<HTMLButtonElement>(`button[data-role="${role}"]`),
  ];
  return { shadowRoot, registry, remove, panel, buttons, fab };
}

afterEach(() => document.body.replaceChildren());

describe('the visible error registry (spec §8, dev hosts)', () => {
  it('is hidden until a record is visible, then a labelled region listing each', () => {
    const { registry, panel, buttons, shadowRoot } = setUp();
    expect(panel()?.hidden).toBe(true);
    registry.add(entry(1));
    registry.add(entry(2));
    expect(panel()?.hidden).toBe(false);
    expect(panel()?.lang).toBe('en');
    const labelledBy = panel()?.getAttribute('aria-labelledby') ?? '';
    expect(shadowRoot.getElementById(labelledBy)?.textContent).toBe(
      'Quick Actions errors (development host)',
    );
    expect(buttons('toggle').map((button) => button.textContent)).toEqual([
      '#1 (hubs): Error: failure 1',
      '#2: Error: failure 2',
    ]);
    expect(buttons('dismiss').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Dismiss error 1',
      'Dismiss error 2',
    ]);
  });

  it('the open flag: a disclosure that shows the full description', () => {
    const { registry, buttons, shadowRoot } = setUp();
    registry.add(entry(1));
    const toggle = buttons('toggle')[0]!;
    const full = () => shadowRoot.querySelector('.qa-errors li pre') as HTMLElement | null;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(full()?.hidden).toBe(true);
    toggle.focus();
    toggle.click();
    expect(registry.getSnapshot()[0]?.open).toBe(true);
    const again = buttons('toggle')[0]!;
    expect(again.getAttribute('aria-expanded')).toBe('true');
    expect(full()?.hidden).toBe(false);
    expect(full()?.textContent).toBe(entry(1).fullDescription);
    // Focus stays on the control the person used.
    expect(shadowRoot.activeElement).toBe(again);
  });

  it('the visible flag: dismissed records go, focus moves on, and with none left the panel goes', () => {
    const { registry, buttons, panel, shadowRoot, fab } = setUp();
    registry.add(entry(1));
    registry.add(entry(2));
    buttons('dismiss')[0]!.focus();
    buttons('dismiss')[0]!.click();
    expect(registry.getSnapshot().map((record) => record.visible)).toEqual([false, true]);
    expect(buttons('toggle').map((button) => button.textContent)).toEqual(['#2: Error: failure 2']);
    expect(shadowRoot.activeElement?.id).toBe('qa-errors-title');
    buttons('dismiss')[0]!.focus();
    buttons('dismiss')[0]!.click();
    expect(panel()?.hidden).toBe(true);
    expect(shadowRoot.activeElement).toBe(fab);
    registry.add(entry(3));
    expect(panel()?.hidden).toBe(false);
  });

  it('shows records only as text (no markup from an error message)', () => {
    const { registry, shadowRoot } = setUp();
    registry.add({ ...entry(1), shortDescription: '<img src=x onerror=alert(1)>' });
    expect(shadowRoot.querySelector('img')).toBeNull();
  });

  it('removes itself, its styles and its subscription', () => {
    const { registry, remove, panel, shadowRoot } = setUp();
    registry.add(entry(1));
    remove();
    expect(panel()).toBeNull();
    expect(shadowRoot.querySelector('style')).toBeNull();
    registry.add(entry(2));
    expect(panel()).toBeNull();
  });
});

// @vitest-environment jsdom
// `position`, `offset` and `zIndex` (docs/host-api.md "Options"), read from untrusted host options.
import { describe, expect, it } from 'vitest';
import * as host from '../../../core/host/widget-handoff';

describe('parsePlacement (position, offset, zIndex)', () => {
  it('defaults to the bottom-right corner, 24/24 px, z-index 2147483000', () => {
    expect(host.parsePlacement({})).toEqual({ side: 'right', x: 24, y: 24, zIndex: 2147483000 });
    expect(host.DEFAULT_Z_INDEX).toBe(2147483000);
  });

  it('takes bottom-left, an offset and a z-index', () => {
    expect(
      host.parsePlacement({ position: 'bottom-left', offset: { x: 0, y: 96.5 }, zIndex: 1000 }),
    ).toEqual({ side: 'left', x: 0, y: 96.5, zIndex: 1000 });
  });

  it('keeps 24 for a side the offset leaves out', () => {
    expect(host.parsePlacement({ offset: { y: 80 } })).toMatchObject({ x: 24, y: 80 });
  });

  it.each([
    ['an unknown position', { position: 'top-left' }],
    ['a string offset', { offset: '10px' }],
    ['negative and infinite offsets', { offset: { x: -5, y: Infinity } }],
    ['NaN offsets', { offset: { x: NaN, y: '12' } }],
    ['an offset beyond any screen', { offset: { x: 20_000, y: 10_001 } }],
    ['a fractional z-index', { zIndex: 10.5 }],
    ['a negative z-index', { zIndex: -1 }],
    ['a string z-index', { zIndex: '99' }],
    ['a z-index without room for the popup above it', { zIndex: host.MAX_Z_INDEX + 1 }],
    ['null options', { offset: null, zIndex: null, position: null }],
  ])('gives the defaults for %s', (_name, options) => {
    const placement = host.parsePlacement(options as Record<string, unknown>);
    const defaults = host.parsePlacement({});
    for (const key of Object.keys(options)) {
      if (key === 'position') expect(placement.side).toBe(defaults.side);
      if (key === 'zIndex') expect(placement.zIndex).toBe(defaults.zIndex);
      if (key === 'offset') expect([placement.x, placement.y]).toEqual([24, 24]);
    }
  });

  it('leaves room for the 3 layers above the button (popup, toasts, tooltip)', () => {
    expect(host.parsePlacement({ zIndex: host.MAX_Z_INDEX }).zIndex).toBe(2147483644);
    expect(host.MAX_Z_INDEX + 3).toBe(2 ** 31 - 1);
  });
});

describe('applyPlacement', () => {
  it('sets the custom properties the stylesheets read, on the shadow host', () => {
    const element = document.createElement('div');
    host.applyPlacement(
      element,
      host.parsePlacement({ position: 'bottom-left', offset: { x: 8, y: 90 } }),
    );
    expect(element.style.getPropertyValue('--qa-left')).toBe('8px');
    expect(element.style.getPropertyValue('--qa-right')).toBe('auto');
    expect(element.style.getPropertyValue('--qa-bottom')).toBe('90px');
    expect(element.style.getPropertyValue('--qa-z')).toBe('2147483000');
    host.applyPlacement(element, host.parsePlacement({ zIndex: 5 }));
    expect(element.style.getPropertyValue('--qa-left')).toBe('auto');
    expect(element.style.getPropertyValue('--qa-right')).toBe('24px');
    expect(element.style.getPropertyValue('--qa-z')).toBe('5');
  });

  it('names the same properties as the facade button and the widget stylesheets', async () => {
    const { readFileSync } = await import('node:fs');
    const read = (path: string) => readFileSync(`${process.cwd()}/${path}`, 'utf8');
    const widgetCss = read('widget/styles/widget.css');
    const facade = read('loader/facade/facade-button.ts');
    for (const name of Object.keys(host.placementProperties(host.parsePlacement({})))) {
      expect(facade).toContain(`var(${name},`);
      expect(widgetCss).toContain(`var(${name},`);
    }
  });
});

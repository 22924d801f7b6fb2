// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { maxPopupHeight } from '../../../core/popup/max-height';
import type { ElementLookup } from '../../../core/popup/max-height';
import { parsePopupOptions } from '../../../core/popup/popup-options';

/** An element whose bounding box is fixed (jsdom has no layout). */
function place(html: string, top: number, bottom: number): HTMLElement {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  const element = wrapper.firstElementChild as HTMLElement;
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

const context = { viewportHeight: 800, doc: document };

describe('maxPopupHeight (spec §4, spec §9 "Height margin: 32 px")', () => {
  it('uses the viewport minus 32 px without a reference', () => {
    expect(maxPopupHeight({}, context)).toBe(768);
  });

  it("measures from the popup's bottom edge when given (desktop: above the button)", () => {
    expect(maxPopupHeight({}, { ...context, popupBottom: 708 })).toBe(676);
    expect(maxPopupHeight({ upToY: 100 }, { ...context, popupBottom: 708 })).toBe(576);
  });

  it('reaches up to upToY', () => {
    expect(maxPopupHeight({ upToY: 100 }, context)).toBe(668);
  });

  it('reaches up to the bottom or top edge of the element with that id', () => {
    place('<header id="site-header"></header>', 20, 120);
    expect(maxPopupHeight({ upToIdBottom: 'site-header' }, context)).toBe(800 - 120 - 32);
    expect(maxPopupHeight({ upToIdTop: 'site-header' }, context)).toBe(800 - 20 - 32);
  });

  it('uses the first element with the class', () => {
    place('<nav class="bar"></nav>', 0, 50);
    place('<nav class="bar"></nav>', 0, 400);
    expect(maxPopupHeight({ upToClassBottom: 'bar' }, context)).toBe(800 - 50 - 32);
    expect(maxPopupHeight({ upToClassTop: 'bar' }, context)).toBe(768);
  });

  it('uses the first element matching the selector', () => {
    place('<div data-x="1"></div>', 60, 90);
    expect(maxPopupHeight({ upToSelectorBottom: '[data-x]' }, context)).toBe(800 - 90 - 32);
    expect(maxPopupHeight({ upToSelectorTop: 'div[data-x="1"]' }, context)).toBe(800 - 60 - 32);
  });

  it('does not throw on an invalid selector, and falls back to the viewport', () => {
    expect(maxPopupHeight({ upToSelectorBottom: '[[[' }, context)).toBe(768);
  });

  it('skips an option whose element is missing and tries the next one', () => {
    place('<div class="next"></div>', 0, 200);
    expect(maxPopupHeight({ upToIdBottom: 'missing', upToClassBottom: 'next' }, context)).toBe(568);
  });

  it('lets upToY win over element options', () => {
    place('<div id="h"></div>', 0, 200);
    expect(maxPopupHeight({ upToY: 10, upToIdBottom: 'h' }, context)).toBe(758);
  });

  it('ignores a reference scrolled above the viewport', () => {
    place('<div id="h"></div>', -500, -400);
    expect(maxPopupHeight({ upToIdBottom: 'h' }, context)).toBe(768);
  });

  it('is never negative', () => {
    place('<div id="low"></div>', 790, 799);
    expect(maxPopupHeight({ upToIdBottom: 'low' }, context)).toBe(0);
    expect(maxPopupHeight({}, { viewportHeight: 20, doc: document })).toBe(0);
    expect(maxPopupHeight({}, { viewportHeight: Number.NaN, doc: document })).toBe(0);
  });

  it('survives a document whose lookups throw', () => {
    const doc: ElementLookup = {
      getElementById: () => {
        throw new Error('detached');
      },
      getElementsByClassName: () => document.getElementsByClassName('none'),
      querySelector: () => null,
    };
    expect(maxPopupHeight({ upToIdBottom: 'x' }, { viewportHeight: 800, doc })).toBe(768);
  });
});

describe('parsePopupOptions (spec §3 popup options)', () => {
  it('keeps the options of the right type, trimmed', () => {
    const fromHost = {
      upToY: 80,
      upToIdBottom: ' header ',
      upToClassTop: 'x',
      upToSelectorBottom: '#a > b',
      pageName: ' About ',
      theme: 'slate-v4',
    };
    expect(parsePopupOptions(fromHost)).toEqual({
      upToY: 80,
      upToIdBottom: 'header',
      upToClassTop: 'x',
      upToSelectorBottom: '#a > b',
      pageName: 'About',
    });
  });

  it('drops wrong types, blanks and over-long strings', () => {
    expect(
      parsePopupOptions({
        upToY: '80',
        upToIdTop: 5,
        upToIdBottom: '  ',
        upToSelectorTop: 'x'.repeat(501),
        pageName: null,
      }),
    ).toEqual({});
    expect(parsePopupOptions({ upToY: Number.POSITIVE_INFINITY })).toEqual({});
    expect(parsePopupOptions(undefined)).toEqual({});
  });
});

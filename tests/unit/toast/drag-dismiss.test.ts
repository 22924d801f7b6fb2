// @vitest-environment jsdom
// spec §9 "Drag-dismiss threshold is 60 percent of width": core/toast.ts. The real
// pointer is driven in tests/browser/widget-look.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dragToDismiss } from '../../../core/toast';

function pointer(
  type: string,
  clientX: number,
  init: { button?: number; pointerId?: number } = {},
) {
  const event = new MouseEvent(type, { bubbles: true, clientX, button: init.button ?? 0 });
  Object.defineProperty(event, 'pointerId', { value: init.pointerId ?? 1 });
  return event;
}

function toast(width = 200) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'offsetWidth', { value: width });
  const inner = document.createElement('button');
  element.append(inner);
  document.body.append(element);
  const dismiss = vi.fn();
  const detach = dragToDismiss(element, dismiss);
  const dragBy = (dx: number, from = element as Element) => {
    from.dispatchEvent(pointer('pointerdown', 100));
    element.dispatchEvent(pointer('pointermove', 100 + dx / 2));
    element.dispatchEvent(pointer('pointermove', 100 + dx));
    element.dispatchEvent(pointer('pointerup', 100 + dx));
  };
  return { element, inner, dismiss, detach, dragBy };
}

afterEach(() => document.body.replaceChildren());

describe('dragToDismiss (spec §9, 60 % of the width)', () => {
  it.each([120, -120, 150])('dismisses a drag of %i px on a 200 px toast', (dx) => {
    const { dismiss, dragBy } = toast();
    dragBy(dx);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it.each([119, -119, 0])('springs back from %i px', (dx) => {
    const { element, dismiss, dragBy } = toast();
    dragBy(dx);
    expect(dismiss).not.toHaveBeenCalled();
    expect(element.style.transform).toBe('');
    expect(element.style.opacity).toBe('');
  });

  it('follows the pointer while dragging, fading', () => {
    const { element } = toast();
    element.dispatchEvent(pointer('pointerdown', 100));
    element.dispatchEvent(pointer('pointermove', 150));
    expect(element.style.transform).toBe('translateX(50px)');
    expect(Number(element.style.opacity)).toBeCloseTo(0.75);
  });

  it('ignores a press on its buttons, another mouse button, another pointer, a cancelled drag', () => {
    const { element, inner, dismiss, dragBy } = toast();
    dragBy(150, inner);
    expect(dismiss).not.toHaveBeenCalled();
    element.dispatchEvent(pointer('pointerdown', 100, { button: 2 }));
    element.dispatchEvent(pointer('pointerup', 300, { button: 2 }));
    element.dispatchEvent(pointer('pointerdown', 100));
    element.dispatchEvent(pointer('pointerup', 300, { pointerId: 2 }));
    element.dispatchEvent(pointer('pointercancel', 100));
    element.dispatchEvent(pointer('pointerup', 300));
    expect(dismiss).not.toHaveBeenCalled();
    expect(element.style.transform).toBe('');
  });

  it('removes its listeners', () => {
    const { dismiss, detach, dragBy } = toast();
    detach();
    dragBy(150);
    expect(dismiss).not.toHaveBeenCalled();
  });
});

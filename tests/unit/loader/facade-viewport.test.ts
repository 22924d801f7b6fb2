// @vitest-environment jsdom
// The viewport rule (spec §2: below 768 px only US mobile devices and the US desktop
// designs) is judged again after a resize or an orientation change, 100 ms after the last one
// (spec §9), by the facade (loader/facade/evaluation.ts, core/visibility.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGateCookie, resetHostPage } from './facade-page';
import type { WidgetModule } from '../../../core/host/widget-handoff';
import { createSafeStorage } from '../../../core/storage/safe-storage';
import {
  createFacadeController,
  type FacadeController,
} from '../../../loader/facade/facade-controller';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

const widget: WidgetModule = {
  mount: () => ({ open() {}, close() {}, toggle() {}, update() {}, unmount() {} }),
};
let reports: unknown[] = [];
const controllerFor = (): FacadeController =>
  createFacadeController(window, (error) => reports.push(error), {
    loadWidget: async () => widget,
    storage: createSafeStorage(),
  });
const show = (controller: FacadeController, country: string, options = {}) =>
  controller.show(
    document.getElementById('quick-actions')!,
    { secureId: 'S-1', isSignedIn: true },
    { country, region: country === 'CA' ? 'ON' : '' },
    options,
    'https://host.example/quick-actions/',
  );
const button = () =>
  document.querySelector('[data-quick-actions-root]')?.shadowRoot?.querySelector('button') ?? null;

async function resizeTo(width: number, event = 'resize') {
  setWidth(width);
  window.dispatchEvent(new Event(event));
  await vi.advanceTimersByTimeAsync(100);
}

beforeEach(() => {
  vi.useFakeTimers();
  reports = [];
  resetHostPage();
  Object.defineProperty(window.navigator, 'userAgent', { value: DESKTOP_UA, configurable: true });
  setWidth(1280);
});

afterEach(() => {
  expect(reports).toEqual([]);
  vi.useRealTimers();
  clearGateCookie();
});

describe('the viewport rule after a resize (spec §2, §9)', () => {
  it('a CA desktop window narrowed below 768 px loses the widget, and gets it back when widened', async () => {
    const controller = controllerFor();
    await show(controller, 'CA');
    expect(button()).not.toBeNull();

    await resizeTo(700);
    expect(button()).toBeNull();
    await resizeTo(1024, 'orientationchange');
    expect(button()).not.toBeNull();
    controller.run(['gone']);
  });

  it('waits 100 ms after the last resize of a burst', async () => {
    const controller = controllerFor();
    await show(controller, 'GB');
    setWidth(600);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(60);
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(99);
    expect(button()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(button()).toBeNull();
    controller.run(['gone']);
  });

  it('keeps the same button (and any open popup) while the answer does not change', async () => {
    const controller = controllerFor();
    await show(controller, 'US');
    const first = button();
    await resizeTo(600); // US desktop designs pass below 768 px
    await resizeTo(900);
    expect(button()).toBe(first);
    controller.run(['gone']);
  });

  it('a US desktop that asked for the mobile design: hidden below 768 px, shown again above', async () => {
    const controller = controllerFor();
    await show(controller, 'US', { design: 'mobile' });
    expect(button()).not.toBeNull();
    await resizeTo(500);
    expect(button()).toBeNull();
    await resizeTo(800);
    expect(button()).not.toBeNull();
    controller.run(['gone']);
  });

  it('destroy (hide) stops listening', async () => {
    const controller = controllerFor();
    const removed = vi.spyOn(window, 'removeEventListener');
    await show(controller, 'CA');
    controller.run(['gone']);
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['resize', 'orientationchange']),
    );
    await resizeTo(1100);
    expect(button()).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ESTATE_VAULT_URL } from '../../../core/actions';
import {
  actionClickEvent,
  createTracker,
  documentClickEvent,
  hubClickEvent,
  popupOpenEvent,
  refreshEvent,
  trackEvent,
  upsellClickEvent,
} from '../../../core/tracking';

describe('trackEvent (spec §7 "section Quick Actions, component, action, extra")', () => {
  it('builds the event with the section', () => {
    expect(trackEvent('Popup', 'Open', { design: 'desktop' })).toEqual({
      section: 'Quick Actions',
      component: 'Popup',
      action: 'Open',
      extra: { design: 'desktop' },
    });
    expect(trackEvent('Popup', 'Refresh')).toEqual({
      section: 'Quick Actions',
      component: 'Popup',
      action: 'Refresh',
    });
  });

  it('typed builders carry only ids, types and positions', () => {
    expect(documentClickEvent('Editor', 2).extra).toEqual({ type: 'Editor', position: 2 });
    expect(actionClickEvent('sign', 2).extra).toEqual({ id: 'sign', position: 2 });
    expect(hubClickEvent(ESTATE_VAULT_URL, 2).extra).toEqual({ kind: 'estateVault', position: 2 });
    expect(hubClickEvent('/dashboard/1/', 1).extra).toEqual({ kind: 'dashboard', position: 1 });
    expect(upsellClickEvent('rentalHub', 1).extra).toEqual({ group: 'rentalHub', offer: 1 });
    expect(popupOpenEvent('mobile')).toMatchObject({ component: 'Popup', action: 'Open' });
    expect(refreshEvent()).toMatchObject({ component: 'Popup', action: 'Refresh' });
  });
});

describe('createTracker', () => {
  it("sends to the host's track", () => {
    const track = vi.fn();
    createTracker(track, vi.fn()).send(documentClickEvent('Document', 1));
    expect(track).toHaveBeenCalledWith({
      section: 'Quick Actions',
      component: 'Document',
      action: 'Click',
      extra: { type: 'Document', position: 1 },
    });
  });

  it('does nothing without a host track', () => {
    expect(() => createTracker(undefined, vi.fn()).send(refreshEvent())).not.toThrow();
  });

  it('reports a throwing track instead of throwing', () => {
    const report = vi.fn();
    const error = new Error('host analytics down');
    const tracker = createTracker(() => {
      throw error;
    }, report);
    expect(() => tracker.send(refreshEvent())).not.toThrow();
    expect(report).toHaveBeenCalledWith(error);
  });

  it('reports a rejecting async track', async () => {
    const report = vi.fn();
    const error = new Error('async down');
    createTracker(() => Promise.reject(error), report).send(refreshEvent());
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith(error));
  });

  it('survives a throwing reporter', () => {
    const tracker = createTracker(
      () => {
        throw new Error('a');
      },
      () => {
        throw new Error('b');
      },
    );
    expect(() => tracker.send(refreshEvent())).not.toThrow();
  });

  it('drops extra values that are not short primitives', () => {
    const track = vi.fn();
    createTracker(track, vi.fn()).send({
      section: 'Quick Actions',
      component: 'X',
      action: 'Y',
      extra: JSON.parse(
        '{"ok":"id","n":1,"b":true,"long":"' + 'x'.repeat(101) + '","obj":{},"nan":null}',
      ),
    });
    expect(track.mock.calls[0]?.[0].extra).toEqual({ ok: 'id', n: 1, b: true });
  });
});

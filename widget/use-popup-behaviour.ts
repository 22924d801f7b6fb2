import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { debounce, maxPopupHeight } from '../core/popup';
import { createStore } from '../core/store';
import type { WidgetHandoff } from '../core/host';
import type { WidgetModel } from './model/widget-model';
import { useSnapshot } from './use-store';

export const POPUP_ID = 'quick-actions-popup';

/**
 * The floating button belongs to the facade; the widget drives it:
 * aria-expanded and aria-controls follow the popup (WAI-ARIA disclosure), and the
 * icon follows spec §4 (arrow on mobile when open, refresh while fetching, bolt
 * otherwise). The click itself is wired by mount() (widget/index.tsx), not here:
 * an effect runs only after React's first render, and a click in between was lost.
 */
export function useButtonBridge(model: WidgetModel, handoff: WidgetHandoff): void {
  const { button, setIcon } = handoff;
  useEffect(() => {
    const sync = () => {
      const { state } = model.popup.getSnapshot();
      button.setAttribute('aria-expanded', String(state === 'open'));
      button.setAttribute('aria-busy', String(state === 'fetching'));
      setIcon(model.popup.buttonIcon(model.isMobile));
    };
    button.setAttribute('aria-controls', POPUP_ID);
    sync();
    const unsubscribe = model.popup.subscribe(sync);
    return () => {
      unsubscribe();
      button.removeAttribute('aria-controls');
      button.removeAttribute('aria-busy');
      button.setAttribute('aria-expanded', 'false');
      setIcon('bolt');
    };
  }, [model, button, setIcon]);
}

/**
 * While open (and only then, so a closed widget leaves no listener on the host):
 * an outside click closes (spec §4, not on the button itself), Escape closes and
 * returns focus to the button (docs/host-api.md "What the page can rely on").
 */
export function useDismissers(
  model: WidgetModel,
  handoff: WidgetHandoff,
  popupRef: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useEffect(() => {
    if (!active) return;
    const doc = handoff.button.ownerDocument;
    const onClick = (event: MouseEvent) => {
      const path = event.composedPath();
      if (popupRef.current && path.includes(popupRef.current)) return;
      // The popup's own toast (its close button, a drag to dismiss it) and the dev-host error
      // panel are part of the widget: no outside click.
      if (path.some((node) => (node as Element).matches?.('.qa-toasts,.qa-errors'))) return;
      model.popup.outsideClick(path.includes(handoff.button));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (model.popup.escape()) handoff.button.focus();
    };
    doc.addEventListener('click', onClick, true);
    doc.addEventListener('keydown', onKeyDown);
    return () => {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKeyDown);
    };
  }, [model, handoff, popupRef, active]);
}

/**
 * spec §4: on open the max height comes from the viewport or the reference element
 * of the popup options, minus 32 px; recomputed on resize and scroll, debounced at
 * 100 ms. Measured from the popup's own bottom edge (its CSS `bottom`, which no animation
 * moves): above the button on desktop, the viewport's bottom on mobile (docs/rules.md §4
 * "Popup height").
 *
 * Measured in the task that opens the popup, as the popup store changes, before anything of the
 * popup is drawn: the popup is still `display: none`, so its `bottom` is read from its style
 * alone, and the page's layout is the host's, not one our new elements made stale (ADR-0032:
 * measured from an effect after the popup was drawn, the read would lay out the popup just
 * drawn). The height goes through a store, so it renders as the popup's state does:
 * at once for the person's click, as a non-urgent update otherwise (widget/use-store.ts).
 * Listeners only while the popup is drawn (fetching or open).
 */
export function useMaxHeight(model: WidgetModel, handoff: WidgetHandoff): number | undefined {
  const [height] = useState(() => createStore<number | undefined>(undefined));
  useEffect(() => {
    const win = handoff.button.ownerDocument.defaultView;
    if (!win) return;
    const measure = () => {
      const popup = handoff.shadowRoot.getElementById(POPUP_ID);
      height.set(
        maxPopupHeight(model.popupOptions, {
          viewportHeight: win.innerHeight,
          doc: win.document,
          popupBottom:
            win.innerHeight - (popup ? parseFloat(win.getComputedStyle(popup).bottom) || 0 : 0),
        }),
        undefined,
      );
    };
    const onChange = debounce(measure, { onError: model.report });
    let following = false;
    const follow = (drawn: boolean) => {
      if (drawn === following) return;
      following = drawn;
      if (drawn) measure();
      else onChange.cancel();
      const listen = drawn ? win.addEventListener : win.removeEventListener;
      listen.call(win, 'resize', onChange);
      listen.call(win, 'scroll', onChange, true);
    };
    const followPopup = () => follow(model.popup.getSnapshot().state !== 'closed');
    followPopup();
    const unsubscribe = model.popup.subscribe(followPopup);
    return () => {
      unsubscribe();
      follow(false);
    };
  }, [model, handoff, height]);
  return useSnapshot(height);
}

/**
 * The popup rises into view as it shows, unless the person asked for reduced motion. A Web
 * Animation rather than a CSS one: a CSS animation dispatches `animationstart` and `animationend`
 * in the frames that paint it, and React listens for every event type at its root, so those
 * frames (the popup's first paint among them) would run a callback of ours, and a trace counts
 * each such frame as our task (ADR-0033). A Web Animation
 * dispatches no DOM events. Started before the paint (a layout effect), so its first frame is
 * the animation's first.
 */
export function useRiseWhenShown(popupRef: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const popup = popupRef.current;
    const win = popup?.ownerDocument.defaultView;
    if (
      !shown ||
      !popup?.animate ||
      !win?.matchMedia('(prefers-reduced-motion: no-preference)').matches
    )
      return;
    popup.animate(
      { opacity: [0, 1], transform: ['translateY(8px)', 'none'] },
      { duration: 120, easing: 'ease-out' },
    );
  }, [popupRef, shown]);
}

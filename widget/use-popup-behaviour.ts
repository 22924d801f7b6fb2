import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { buttonIcon, maxPopupHeight } from '../core/popup';
import { debounce } from '../core/scheduling';
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
      const popup = model.popup.getSnapshot();
      button.setAttribute('aria-expanded', String(popup.state === 'open'));
      button.setAttribute('aria-busy', String(popup.state === 'fetching'));
      setIcon(buttonIcon(popup, model.isMobile));
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

/** The host's control behind its `open`: a focusable element, not the page nor our root. */
function hostControl(opener: Element | null): HTMLElement | null {
  const control = opener?.closest<HTMLElement>('button,[href],[tabindex],input,select,textarea');
  return control && !control.hasAttribute('data-quick-actions-root') ? control : null;
}

/**
 * While open (and only then, so a closed widget leaves no listener on the host):
 * an outside click closes (spec §4, not on the button itself, nor on the host's own control that
 * opened it), Escape closes and returns focus to the button, or without our launcher to the
 * host's element that opened it, as does an outside click that left nothing focused
 * (docs/host-api.md "What the page can rely on"). A layout effect: the listeners are there in
 * the commit that shows the popup (a click's, ADR-0081), so an Escape pressed at once is heard;
 * a passive effect waits for the next paint, and under Preact later still.
 */
export function useDismissers(
  model: WidgetModel,
  handoff: WidgetHandoff,
  popupRef: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useLayoutEffect(() => {
    if (!active) return;
    const { button, shadowRoot } = handoff;
    const doc = button.ownerDocument;
    const opener = hostControl(handoff.opener());
    // `launcher: false` (the facade's root attribute): the host's control stands for our button.
    const hostLauncher = shadowRoot.host.hasAttribute('data-no-launcher');
    const focusBack = () => (hostLauncher ? opener : button)?.focus();
    const onClick = (event: MouseEvent) => {
      const path = event.composedPath();
      if (popupRef.current && path.includes(popupRef.current)) return;
      // The popup's own toast (its close button, a drag to dismiss it) and the dev-host error
      // panel are part of the widget: no outside click.
      if (path.some((node) => (node as Element).matches?.('.qa-toasts,.qa-errors'))) return;
      // A click on the button, or on the host's control, toggles: it is no outside click.
      const onButton = path.includes(button) || (!!opener && path.includes(opener));
      if (!onButton) model.popup.send('outsideClick');
      const focused = doc.activeElement;
      if (hostLauncher && (focused === doc.body || focused === shadowRoot.host)) focusBack();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (model.popup.escape()) focusBack();
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
 * Without our launcher the popup is far from the host's control in the page's tab order: once it
 * shows, focus moves to its title, and Escape brings it back (useDismissers). With our button the
 * popup follows it in the tab order (a disclosure), and focus stays on the button.
 */
export function useFocusWhenShown(
  handoff: WidgetHandoff,
  popupRef: RefObject<HTMLElement | null>,
  shown: boolean,
): void {
  useEffect(() => {
    if (shown && handoff.shadowRoot.host.hasAttribute('data-no-launcher')) {
      popupRef.current?.querySelector<HTMLElement>('.qa-title')?.focus();
    }
  }, [handoff, popupRef, shown]);
}

/**
 * spec §4: on open the max height comes from the viewport or the reference element of the popup
 * options, minus 32 px, from the popup's own bottom edge (docs/rules.md §4 "Popup height"); again
 * on resize and scroll, debounced. Measured as the popup store changes, in the task of the open,
 * while the popup is still hidden, so the read lays out nothing of ours (ADR-0032); through a
 * store, so it renders as the popup's state does (widget/use-store.ts). Listeners only while the
 * popup is fetching or open.
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
 * The rise: from most of the way visible, so the frame after the click already shows the popup
 * (an open is judged by when it can be seen, not when it finished moving).
 */
export const RISE: Keyframe[] = [
  { opacity: 0.75, transform: 'translateY(4px)' },
  { opacity: 1, transform: 'none' },
];

/**
 * The popup rises into view as it shows, unless the person asked for reduced motion. A Web
 * Animation dispatches no DOM events, where a CSS one would run a callback of ours at React's root
 * in each frame it paints (ADR-0033). Started before the paint (a layout effect), so its first
 * frame is the animation's first.
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
    popup.animate(RISE, { duration: 120, easing: 'ease-out' });
  }, [popupRef, shown]);
}

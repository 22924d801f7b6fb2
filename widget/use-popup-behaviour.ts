import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { buttonIcon, maxPopupHeight } from '../core/popup';
import { debounce } from '../core/scheduling';
import { createStore } from '../core/store';
import type { WidgetHandoff } from '../core/host';
import type { WidgetModel } from './model/widget-model';
import { useSnapshot } from './use-store';

export const POPUP_ID = 'quick-actions-popup';

// The facade's button, driven by the widget: aria-expanded and aria-controls follow the popup
// (a WAI-ARIA disclosure), the icon follows spec §4. mount() (widget/index.tsx) wires the click:
// an effect runs only after React's first render, and a click in between would be lost.
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

// Only while open: an outside click closes (spec §4; the button and the host's control that
// opened it toggle instead), Escape closes and returns focus to the button, or without our
// launcher to the host's control, as does an outside click that left nothing focused
// (docs/host-api.md "What the page can rely on"). A layout effect, so an Escape pressed in the
// commit that shows the popup is heard (ADR-0081).
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
      // The toasts and the dev-host error panel are the widget's own.
      if (path.some((node) => (node as Element).matches?.('.qa-toasts,.qa-errors'))) return;
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

// Without our launcher the popup is far from the host's control in the tab order: focus moves to
// its title (Escape brings it back). With our button the popup follows it: focus stays. A layout
// effect: in the commit that shows the popup. A passive one could still be pending when an outside
// click closes it, and React runs it before that close renders: focus went to the title of a
// popup then hidden, and so to the page, not back to the host's control.
export function useFocusWhenShown(
  handoff: WidgetHandoff,
  popupRef: RefObject<HTMLElement | null>,
  shown: boolean,
): void {
  useLayoutEffect(() => {
    if (shown && handoff.shadowRoot.host.hasAttribute('data-no-launcher')) {
      popupRef.current?.querySelector<HTMLElement>('.qa-title')?.focus();
    }
  }, [handoff, popupRef, shown]);
}

// spec §4's max height (docs/rules.md §4 "Popup height"), again on resize and scroll, debounced,
// listening only while not closed. Measured in the open's task while the popup is still hidden
// (ADR-0032), through a store so it renders with the popup's state (widget/use-store.ts).
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

/** From most of the way visible: the frame after the click already shows the popup. */
export const RISE: Keyframe[] = [
  { opacity: 0.75, transform: 'translateY(4px)' },
  { opacity: 1, transform: 'none' },
];

// Unless reduced motion is asked for. A Web Animation dispatches no DOM events, where a CSS one
// would run our root's callback each frame (ADR-0033); a layout effect starts it before the paint.
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

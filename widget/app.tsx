import { useCallback, useRef } from 'react';
import type { WidgetHandoff } from '../core/host';
import { translate } from '../locales/translate';
import { ErrorBoundary } from './components/error-boundary';
import { Toasts } from './components/toasts';
import { I18nProvider } from './i18n';
import type { WidgetModel } from './model/widget-model';
import { PopupContent } from './popup-parts';
import {
  POPUP_ID,
  useButtonBridge,
  useDismissers,
  useFocusWhenShown,
  useMaxHeight,
  useRiseWhenShown,
} from './use-popup-behaviour';
import { useSnapshot, useWhenCurrent } from './use-store';

interface AppProps {
  model: WidgetModel;
  handoff: WidgetHandoff;
}

export function App({ model, handoff }: AppProps) {
  const { messages } = useSnapshot(model.i18n);
  const t = useCallback(
    (key: string, params?: Record<string, string>) => translate(messages, key, params),
    [messages],
  );
  const popup = useSnapshot(model.popup);
  const content = useSnapshot(model.content);
  const popupRef = useRef<HTMLElement>(null);
  // The content is drawn, hidden, from the widget's mount or the first open on, and kept after a
  // close (core/popup/content-machine.ts); the popup shows once it is open, every part is drawn
  // and no render is behind its store (use-store.ts), so an open after the drawing only reveals it.
  const rendered = content.state !== 'idle';
  const shown = useWhenCurrent(popup.state === 'open' && content.state === 'drawn');
  useButtonBridge(model, handoff);
  useDismissers(model, handoff, popupRef, popup.state !== 'closed');
  useFocusWhenShown(handoff, popupRef, shown);
  const maxHeight = useMaxHeight(model, handoff);
  useRiseWhenShown(popupRef, shown);

  return (
    <I18nProvider value={t}>
      {shown && model.isMobile ? (
        // spec §4: "Mobile shows a backdrop while open"; tapping it is an outside click.
        <div className="qa-backdrop" data-testid="qa-backdrop" aria-hidden="true" />
      ) : null}
      <section
        id={POPUP_ID}
        ref={popupRef}
        className="qa-popup"
        data-design={model.design}
        aria-label={t('quickActions')}
        hidden={!shown}
        // Laid out, unseen, while its parts are drawn and while it is closed (widget.css).
        data-unseen={rendered && !shown ? '' : undefined}
        style={maxHeight === undefined ? undefined : { maxHeight }}
      >
        {rendered ? (
          <ErrorBoundary
            // A new boundary and content after a failure: nothing of the failed drawing is reused.
            key={content.generation}
            report={(error, componentId) => {
              model.report(error, componentId);
              // The boundary "hides the popup": the next open renders it afresh.
              model.popup.escape();
              model.content.discard();
            }}
          >
            <PopupContent
              model={model}
              win={handoff.button.ownerDocument.defaultView ?? undefined}
              onDrawn={model.content.drawn}
              atOnce={popup.state !== 'closed'}
            />
          </ErrorBoundary>
        ) : null}
      </section>
      <Toasts queue={model.toasts} />
    </I18nProvider>
  );
}

import { createRoot, type Root } from 'react-dom/client';
import type { MountedWidget, WidgetHandoff } from '../core/host/widget-handoff';
import { applyTheme } from '../themes/apply-theme';
import { DEFAULT_THEME, isTheme } from '../themes/index';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { recordDocumentListeners } from './document-listeners';
import { createWidgetModel, type WidgetModelDeps } from './model/widget-model';
import widgetCss from './styles/widget.css?inline';

function adoptWidgetStyles(shadowRoot: ShadowRoot): () => void {
  // Constructable stylesheets are allowed by `style-src 'self'` (issue 8).
  if ('adoptedStyleSheets' in shadowRoot && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(widgetCss);
    shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheet];
    return () => {
      shadowRoot.adoptedStyleSheets = shadowRoot.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const style = shadowRoot.ownerDocument.createElement('style');
  style.textContent = widgetCss;
  shadowRoot.appendChild(style);
  return () => style.remove();
}

/**
 * The widget chunk's entry (issue 4): the facade hands over its button, shadow root
 * and what the loader resolved; the popup renders beside the button in the same
 * shadow root, so host CSS and ours never meet. `deps` (network, clock, random) is for tests;
 * the loader passes only the handoff.
 */
export function mount(handoff: WidgetHandoff, deps: WidgetModelDeps = {}): MountedWidget {
  const model = createWidgetModel(handoff, deps);
  const { shadowRoot } = handoff;
  const removeStyles = adoptWidgetStyles(shadowRoot);
  const theme = isTheme(handoff.context.options.theme)
    ? handoff.context.options.theme
    : DEFAULT_THEME;
  void applyTheme(shadowRoot, theme).then((applied) => {
    if (!applied) model.report(new Error(`Theme ${theme} failed to load`));
  });
  const container = shadowRoot.ownerDocument.createElement('div');
  container.className = 'qa-app';
  shadowRoot.appendChild(container);
  let root: Root | undefined;
  const documentListeners = recordDocumentListeners(shadowRoot.ownerDocument, () => {
    root = createRoot(container, {
      onUncaughtError: (error) => model.report(error, 'QuickActionsRoot'),
      onRecoverableError: (error) => model.report(error, 'QuickActionsRoot'),
    });
  });
  if (!root) throw new Error('React root was not created');
  root.render(
    <ErrorBoundary report={model.report}>
      <App model={model} handoff={handoff} />
    </ErrorBoundary>,
  );
  // spec §4 "Clicking the button ...": wired here, synchronously. The facade stopped listening
  // when it called mount(), and React runs effects only after its first render: a click in
  // between (the chunk came on pointerover, the click right after) used to be lost.
  const onButtonClick = () => model.toggle();
  handoff.button.addEventListener('click', onButtonClick);
  // The person clicked before the chunk arrived, or first use (spec §4).
  if (handoff.openOnMount) model.toggle();
  return {
    open() {
      if (model.popup.state === 'closed') model.toggle();
    },
    unmount() {
      handoff.button.removeEventListener('click', onButtonClick);
      root?.unmount();
      documentListeners.release();
      container.remove();
      removeStyles();
      shadowRoot.querySelectorAll('link[data-qa-theme]').forEach((link) => link.remove());
      model.dispose();
    },
  };
}

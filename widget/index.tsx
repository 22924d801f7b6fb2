import { useEffect } from 'react';
import type { Root } from 'react-dom/client';
import type { MountedWidget, WidgetHandoff } from '../core/host';
import { yieldToMain } from '../core/scheduling';
import { adoptStylesheet } from '../themes/adopt-stylesheet';
import { applyTheme } from '../themes/apply-theme';
import { DEFAULT_THEME, isTheme } from '../themes/index';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { createRoot, startTransition } from './framework';
import { recordDocumentListeners } from './document-listeners';
import { createWidgetModel, type WidgetModelDeps } from './model/widget-model';
import { asInput } from './use-store';
import widgetCss from './styles/widget.css?inline';

/**
 * The widget chunk's entry: the facade hands over its button, shadow root
 * and what the loader resolved; the popup renders beside the button in the same
 * shadow root, so host CSS and ours never meet. `deps` (network, clock, random) is for tests;
 * the loader passes only the handoff.
 *
 * A mount that throws (a host option whose getter throws, a hostile shadow root) undoes
 * what it did before it rethrows, so the facade can report it and keep its button working.
 */
export function mount(handoff: WidgetHandoff, deps: WidgetModelDeps = {}): MountedWidget {
  const undo: (() => void)[] = [];
  const unmount = () => {
    for (const step of undo.splice(0).reverse()) step();
  };
  try {
    return mountSteps(handoff, deps, undo, unmount);
  } catch (error) {
    try {
      unmount();
    } catch {
      // The original error is the one worth reporting.
    }
    throw error;
  }
}

function mountSteps(
  handoff: WidgetHandoff,
  deps: WidgetModelDeps,
  undo: (() => void)[],
  unmount: () => void,
): MountedWidget {
  const model = createWidgetModel(handoff, deps);
  undo.push(() => model.dispose());
  const { shadowRoot } = handoff;
  undo.push(adoptStylesheet(shadowRoot, widgetCss).remove);
  undo.push(() =>
    shadowRoot.querySelectorAll('link[data-qa-theme]').forEach((link) => link.remove()),
  );
  // The host's `update` may switch the theme: only the latest one's failure is worth a report
  // (an earlier one still loading answers false too, apply-theme.ts).
  let theme: unknown;
  const setTheme = (wanted: unknown) => {
    const next = (theme = isTheme(wanted) ? wanted : DEFAULT_THEME);
    void applyTheme(shadowRoot, next).then((applied) => {
      if (!applied && theme === next) model.report(new Error(`Theme ${next} failed to load`));
    });
  };
  const container = shadowRoot.ownerDocument.createElement('div');
  container.className = 'qa-app';
  shadowRoot.appendChild(container);
  undo.push(() => container.remove());
  const win = shadowRoot.ownerDocument.defaultView ?? undefined;
  let mounted = true;
  undo.push(() => (mounted = false));
  // A step after `after`, in a task of its own, while still mounted; what it throws is reported.
  const inNextTask = (after: Promise<void>, step: () => void) =>
    after
      .then(() => yieldToMain(win))
      .then(() => {
        if (!mounted) return;
        try {
          step();
        } catch (error) {
          model.report(error);
        }
      });
  // The React root is created, and the app rendered, in a task after this one (ADR-0029).
  // Creating the model (the stores, the cached data) and creating the root (React listens to
  // every event it supports on the container) would be one long task on a first visit; a click
  // in between is not lost (the listener below toggles the model,
  // and the first render reads its state).
  const renderApp = () => {
    let root: Root | undefined;
    const documentListeners = recordDocumentListeners(shadowRoot.ownerDocument, () => {
      root = createRoot(container, {
        onUncaughtError: (error) => model.report(error, 'QuickActionsRoot'),
        onRecoverableError: (error) => model.report(error, 'QuickActionsRoot'),
      });
    });
    undo.push(() => documentListeners.release());
    if (!root) throw new Error('React root was not created');
    const created = root;
    undo.push(() => created.unmount());
    // Rendered in a transition, which React slices into ~5 ms pieces: the popup a first visit
    // opens by itself is never one long task in the host's load (widget/use-store.ts does the
    // same for every later update).
    startTransition(() =>
      created.render(
        <ErrorBoundary report={model.report}>
          <App model={model} handoff={handoff} />
          <Committed onCommit={appCommitted} />
        </ErrorBoundary>,
      ),
    );
  };
  // The theme's stylesheet is asked for in a task after the mount's (ADR-0029: a request's start
  // is a few ms of a first visit's longest task), unless `update` has chosen one by then. The
  // popup shows only after its data, never before the theme's link is in.
  void inNextTask(Promise.resolve(), () => {
    if (theme === undefined) setTheme(handoff.context.options.theme);
  });
  let appCommitted!: () => void;
  const committed = new Promise<void>((resolve) => (appCommitted = resolve));
  void inNextTask(Promise.resolve(), renderApp);
  // spec §4 "Clicking the button ...": wired here, synchronously. The facade stopped listening
  // when it called mount(), and React runs effects only after its first render: a click in
  // between (the chunk came on pointerover, the click right after) would otherwise be lost. It is
  // the person's input (use-store.ts asInput): what the click changes is rendered in its own task.
  const onButtonClick = () => asInput(() => model.toggle());
  handoff.button.addEventListener('click', onButtonClick);
  undo.push(() => handoff.button.removeEventListener('click', onButtonClick));
  // spec §8: on a development host errors are also shown, in a panel of their own. Its code is
  // fetched with the first recorded error: production hosts never record one (is-dev-host.ts).
  const stopWatching = model.registry.subscribe(() => {
    stopWatching();
    void import('./components/error-registry-panel').then(
      ({ showErrorRegistry }) =>
        mounted && undo.push(showErrorRegistry(shadowRoot, model.registry, adoptStylesheet)),
      () => undefined, // No panel (offline): the errors still went to logError and the logger.
    );
  });
  undo.push(stopWatching);
  // The person clicked before the chunk arrived, or first use (spec §4), or the host's `open` (the
  // facade's first-use timer calls it when the chunk came first): opened in a task after the app's
  // first commit (ADR-0029, ADR-0032), so creating the model, creating the root, rendering it and
  // opening the popup — its tracking call into the host, its three requests — are never one long
  // task, and the popup's (hidden) section is on the page when it opens: its max height is measured
  // then, before anything of the popup is drawn (useMaxHeight). A click in between has opened it
  // already; a `close` in between cancels the open.
  let openWanted = handoff.openOnMount;
  let appIsCommitted = false;
  const openIfClosed = () => {
    if (model.popup.state === 'closed') model.toggle();
  };
  // With no open wanted, the popup's content is drawn now, hidden, a part a task
  // (core/popup/content-machine.ts), so the click that follows (the widget came on intent) only
  // reveals it.
  void inNextTask(committed, () => {
    appIsCommitted = true;
    if (openWanted) openIfClosed();
    else model.content.start();
  });
  return {
    open() {
      if (appIsCommitted) openIfClosed();
      else openWanted = true;
    },
    close() {
      openWanted = false;
      model.popup.escape();
    },
    update(options) {
      model.update(options);
      setTheme(options.theme);
    },
    unmount,
  };
}

/** Tells `onCommit` once React has committed the app (its effects run after the commit). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

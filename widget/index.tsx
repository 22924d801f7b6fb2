import { useEffect } from 'react';
import { type MountedWidget, parseColorScheme, type WidgetHandoff } from '../core/host';
import { MOUNTING, mountStep, type MountEffect, type MountEvent } from '../core/mount';
import { yieldToMain } from '../core/scheduling';
import { adoptStylesheet } from '../themes/adopt-stylesheet';
import { applyTheme } from '../themes/apply-theme';
import { themeOf } from '../themes/index';
import { THEME_FONTS } from '../themes/theme-font';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { createRoot, startTransition } from './framework';
import { recordDocumentListeners } from './document-listeners';
import { createWidgetModel, type WidgetModelDeps } from './model/widget-model';
import { asInput } from './use-store';
import widgetCss from './styles/widget.css?inline';

// A widget of an earlier deploy whose bundles are gone reads this deploy's (ADR-0103).
export { loadMessages } from '../locales/load-locale';

// The widget chunk's entry: the popup renders beside the facade's button in its shadow root, so
// host CSS and ours never meet. `deps` is for tests. core/mount.ts says when the
// steps run; this runs its effects. A mount that throws undoes what it did before it rethrows, so
// the facade can report it and keep its button working.
type Update = MountedWidget['update'];

export function mount(handoff: WidgetHandoff, deps: WidgetModelDeps = {}): MountedWidget {
  // What the mount did, undone last first on unmount, with what later tasks added.
  const undo: Undo = [];
  try {
    return mountSteps(handoff, deps, undo);
  } catch (error) {
    try {
      undoAll(undo);
    } catch {
      // The original error is the one worth reporting.
    }
    throw error;
  }
}

type Undo = (() => void)[];

const undoAll = (undo: Undo) => {
  for (const step of undo.splice(0).reverse()) step();
};

function mountSteps(handoff: WidgetHandoff, deps: WidgetModelDeps, undo: Undo): MountedWidget {
  // In the mount's task: a click before the first render toggles the model that render reads.
  const model = createWidgetModel(handoff, deps);
  undo.push(() => model.dispose());
  const { shadowRoot, button } = handoff;
  undo.push(adoptStylesheet(shadowRoot, widgetCss).remove);
  undo.push(() =>
    shadowRoot.querySelectorAll('link[data-qa-theme]').forEach((link) => link.remove()),
  );
  const container = shadowRoot.ownerDocument.createElement('div');
  container.className = 'qa-app';
  shadowRoot.appendChild(container);
  undo.push(() => container.remove());
  const win = shadowRoot.ownerDocument.defaultView ?? undefined;
  // Only the latest theme settles the popup's look (an earlier one still loading settles false),
  // and only its failure is reported: the popup then keeps its built-in look (docs/rules.md). With
  // the locale's text, the look shapes the popup, which shows only once it is shaped.
  let latestTheme: unknown;
  const setTheme = (wanted: unknown) => {
    const theme = (latestTheme = themeOf(wanted));
    container.style.fontFamily = `var(--qa-font, ${THEME_FONTS[theme]})`;
    void applyTheme(shadowRoot, theme).then(async (applied) => {
      if (latestTheme !== theme) return;
      if (!applied) model.report(new Error(`Theme ${theme} failed to load`));
      await model.textReady;
      model.popup.send('shaped');
    });
  };
  // Creating the root makes React listen to every event it supports on the container: a task of
  // its own. The first render is a transition, which React slices, so a popup that a first visit
  // opens by itself is never one long task in the host's load (ADR-0028).
  const renderApp = () => {
    const { result: root, release } = recordDocumentListeners(shadowRoot.ownerDocument, () =>
      createRoot(container, {
        onUncaughtError: (error) => model.report(error, 'QuickActionsRoot'),
        onRecoverableError: (error) => model.report(error, 'QuickActionsRoot'),
      }),
    );
    undo.push(release, () => root.unmount());
    startTransition(() =>
      root.render(
        <ErrorBoundary report={model.report}>
          <App model={model} handoff={handoff} />
          <Committed onCommit={() => send('committed')} />
        </ErrorBoundary>,
      ),
    );
  };
  // The facade draws the host's colorScheme (loader/facade/drawn-button.ts) and carries no parser;
  // an unsupported value is reported here, once for each value the host sets.
  let colorScheme: unknown;
  const checkColorScheme = (options: Record<string, unknown>) => {
    if (options.colorScheme !== colorScheme) parseColorScheme(options, model.report);
    colorScheme = options.colorScheme;
  };
  checkColorScheme(handoff.context.options);
  // The facade's machine holds any open until `ready`, and sends every click (ADR-0108). A facade
  // of an earlier deploy (no `ready`, WidgetHandoff) stopped listening when it called mount(): the
  // widget then plays that part, wiring the click here, in the mount's task (spec §4 "Clicking
  // the button"), and opening at `ready` when the facade said `openOnMount`, or sent `open`, and no
  // `close` came after.
  let openOnMount = handoff.openOnMount === true;
  const ready = handoff.ready ?? (() => void (openOnMount && send('open')));
  if (!handoff.ready) {
    const onButtonClick = () => asInput(() => model.toggle());
    button.addEventListener('click', onButtonClick);
    undo.push(() => button.removeEventListener('click', onButtonClick));
  }
  let state = MOUNTING;
  // `update`: the host's options and the facade's consent, for the `update` effect.
  const send = (event: MountEvent, ...[options = {}, consent]: Partial<Parameters<Update>>) => {
    const step = mountStep(state, event);
    state = step.state;
    for (const effect of step.effects) edges[effect](options, consent);
  };
  // What a task of the mount's throws is reported, never thrown into the host page.
  const inNextTask = (turn: MountEvent) => () =>
    void yieldToMain(win).then(() => {
      try {
        send(turn);
      } catch (error) {
        model.report(error);
      }
    });
  const edges: Record<MountEffect, Update> = {
    themeTurn: inNextTask('themeTurn'),
    renderTurn: inNextTask('renderTurn'),
    openTurn: inNextTask('openTurn'),
    theme: () => setTheme(handoff.context.options.theme),
    render: renderApp,
    // Drawn hidden, a part a task (core/popup/content-machine.ts): a click only reveals it.
    draw: () => model.content.start(),
    ready,
    open: () => model.popup.state === 'closed' && model.toggle(),
    close: () => {
      openOnMount = false;
      model.popup.escape();
    },
    // The person's input, rendered in the click's task (use-store.ts asInput, ADR-0081).
    toggle: () => asInput(() => model.toggle()),
    update: (options, consent) => {
      checkColorScheme(options);
      model.update(options, consent);
      setTheme(options.theme);
    },
    undo: () => undoAll(undo),
  };
  // spec §8: a development host also shows errors in a panel; its code comes with the first
  // recorded error, and production hosts never record one (core/errors/dev-hosts.ts).
  const stopWatching = model.registry.subscribe(() => {
    stopWatching();
    void import('./components/error-registry-panel').then(
      ({ showErrorRegistry }) =>
        state.phase !== 'unmounted' &&
        undo.push(showErrorRegistry(shadowRoot, model.registry, adoptStylesheet)),
      () => undefined, // No panel (offline): the errors still went to logError and the logger.
    );
  });
  undo.push(stopWatching);
  send('mounted');
  return {
    open: () => {
      openOnMount ||= !handoff.ready;
      send('open');
    },
    close: () => send('close'),
    toggle: () => send('toggle'),
    update: (options, consent) => send('update', options, consent),
    unmount: () => send('unmount'),
  };
}

/** Tells `onCommit` once React has committed the app (its effects run after the commit). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

// @vitest-environment node
// On a server there is no window: the package does nothing, throws nothing, and the component
// renders the element the widget needs (package/index.ts, package/react.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadQuickActions } from '../../../package/index';
import { QuickActions, useQuickActions } from '../../../package/react';

describe('the package on a server', () => {
  it('loadQuickActions returns a function that does nothing', () => {
    expect(typeof window).toBe('undefined');
    const call = loadQuickActions({ getUser: () => null });
    expect(call('open')).toBeUndefined();
    expect(call.version).toBeUndefined();
    const unsubscribe = call('on', 'ready', () => {});
    expect(unsubscribe()).toBeUndefined();
  });

  it('a host component using useQuickActions() and the event props renders, and throws nothing', () => {
    function App() {
      const quickActions = useQuickActions();
      return createElement(
        'main',
        null,
        createElement('button', { onClick: quickActions.toggle }, 'Quick actions'),
        createElement(QuickActions, { getUser: () => null, launcher: false, onAction: () => {} }),
      );
    }
    expect(renderToString(createElement(App))).toBe(
      '<main><button>Quick actions</button><div id="quick-actions"></div></main>',
    );
    expect(() => useQuickActions().open()).not.toThrow();
  });

  it('<QuickActions /> renders #quick-actions without touching window', () => {
    const html = renderToString(
      createElement(QuickActions, { getUser: () => null, theme: 'slate-v4' }),
    );
    expect(html).toBe('<div id="quick-actions"></div>');
  });
});

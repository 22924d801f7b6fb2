// @vitest-environment node
// On a server there is no window: the package does nothing, throws nothing, and the component
// renders the element the widget needs (package/index.ts, package/react.ts).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadQuickActions } from '../../../package/index';
import { QuickActions } from '../../../package/react';

describe('the package on a server', () => {
  it('loadQuickActions returns a function that does nothing', () => {
    expect(typeof window).toBe('undefined');
    const call = loadQuickActions({ getUser: () => null });
    expect(call('open')).toBeUndefined();
    expect(call.version).toBeUndefined();
  });

  it('<QuickActions /> renders #quick-actions without touching window', () => {
    const html = renderToString(
      createElement(QuickActions, { getUser: () => null, theme: 'slate-v4' }),
    );
    expect(html).toBe('<div id="quick-actions"></div>');
  });
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// index.html's CSP requires Trusted Types for scripts, and msw registers its worker with a plain
// string (it calls toString() on what it is given). The page's `default` policy, listed beside
// `quick-actions` in the CSP's `trusted-types`, is what the browser asks about a string: it passes
// msw's worker URL and nothing else. Without msw, drop it and `default` from the CSP.
function allowMockWorker(url: string): void {
  const absolute = new URL(url, location.href).href;
  window.trustedTypes?.createPolicy('default', {
    createScriptURL: (input) => {
      if (new URL(input, location.href).href !== absolute) {
        throw new TypeError(`Not the mock worker: ${input}`);
      }
      return input;
    },
  });
}

// No backend yet: msw's worker answers the widget's calls (docs/endpoints.md in the package) with
// the demo's data. Build with VITE_MOCKS=off once your server answers them.
async function startMocks(): Promise<void> {
  const url = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  allowMockWorker(url);
  const { setupWorker } = await import('msw/browser');
  const { quickActionsHandlers } = await import('quick-actions/msw');
  await setupWorker(...quickActionsHandlers()).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url, options: { scope: import.meta.env.BASE_URL } },
  });
}

// The host's app renders at once; the widget waits for the mocks (App).
const ready = import.meta.env.VITE_MOCKS === 'off' ? Promise.resolve() : startMocks();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App ready={ready} />
    </StrictMode>,
  );
}

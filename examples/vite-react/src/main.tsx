import { createRoot } from 'react-dom/client';
import { App } from './App';

async function start(): Promise<void> {
  // No backend yet: msw's worker answers the widget's calls (docs/endpoints.md in the package)
  // with the demo's data. Build with VITE_MOCKS=off once your server answers them.
  if (import.meta.env.VITE_MOCKS !== 'off') {
    const { setupWorker } = await import('msw/browser');
    const { quickActionsHandlers } = await import('quick-actions/msw');
    await setupWorker(...quickActionsHandlers()).start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: {
        url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
        options: { scope: import.meta.env.BASE_URL },
      },
    });
  }
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();

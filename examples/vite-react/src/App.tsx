import { useEffect, useState } from 'react';
import { QuickActions, useQuickActions, type QuickActionsUser } from 'quick-actions/react';

// Your session's person; `null` while nobody is signed in (the widget then stays hidden).
const user: QuickActionsUser = { secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true };

/**
 * True once the page's `load` has fired and `ready` has resolved: the widget is no part of the
 * host's first load, and its calls find msw's worker answering.
 */
function useAfterLoad(ready: Promise<void>): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let current = true;
    const loaded = new Promise<void>((resolve) => {
      if (document.readyState === 'complete') resolve();
      else addEventListener('load', () => resolve(), { once: true });
    });
    Promise.all([loaded, ready]).then(
      () => current && setDone(true),
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [ready]);
  return done;
}

export function App({ ready }: { ready: Promise<void> }) {
  // open, close, toggle, hide and show for the host's own controls, without the global.
  const quickActions = useQuickActions();
  const mounted = useAfterLoad(ready);
  // What the widget reported: send it to your logger; here it is listed on the page as well.
  const [reported, setReported] = useState<string[]>([]);
  return (
    <main>
      <h1>Host app</h1>
      <button type="button" onClick={quickActions.toggle}>
        Open or close Quick Actions
      </button>
      {reported.length > 0 && (
        <ul aria-label="Reported by Quick Actions">
          {reported.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
      {mounted && (
        <QuickActions
          getUser={() => user}
          getConfig={() => ({ unsupportedEsignRegions: 'QC,NU' })}
          logError={(error) => {
            console.error(error);
            setReported((messages) => [...messages, error.message]);
          }}
          onAction={({ id, url }) => console.info('Quick Actions:', id, url)}
          pageName="Example"
          colorScheme="dark"
          // msw's worker holds the page while mocking; without msw, leave the widget's own on.
          serviceWorker={import.meta.env.VITE_MOCKS === 'off'}
        />
      )}
    </main>
  );
}

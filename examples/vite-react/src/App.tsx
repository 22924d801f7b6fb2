import { QuickActions } from 'quick-actions/react';

// Your session's person; `null` while nobody is signed in (the widget then stays hidden).
const user = { secureId: 'S-1', loginId: 'jane@example.com', isSignedIn: true };

export function App() {
  return (
    <main>
      <h1>Host app</h1>
      <QuickActions
        getUser={() => user}
        getConfig={() => ({ unsupportedEsignRegions: 'QC,NU' })}
        logError={(error) => console.error(error)}
        pageName="Example"
        colorScheme="dark"
        // msw's worker holds the page while mocking; without msw, leave the widget's own on.
        serviceWorker={import.meta.env.VITE_MOCKS === 'off'}
      />
    </main>
  );
}

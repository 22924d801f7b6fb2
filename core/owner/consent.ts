// The host's consent options (docs/host-api.md `persist`, `serviceWorker`): whether our worker may
// keep anything for this page. Off, no call is marked for the worker and it hears no claim.
export const keepsInWorker = (options: Readonly<Record<string, unknown>>): boolean =>
  options.persist !== false && options.serviceWorker !== false;

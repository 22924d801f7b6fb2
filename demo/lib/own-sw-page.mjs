// A host page whose own service worker imports ours (/own-sw.js, docs/offline.md). Not
// in the navigation: the worker it registers would take over its scope for the whole browser.

/** @type {import('./pages.mjs').HostPage} */
export const OWN_SW_PAGE = {
  path: '/own-sw/',
  pageName: 'Own Service Worker',
  navLabel: 'Own worker',
  title: 'A host with its own service worker | Demo Legal Docs',
  heading: 'A host with its own service worker',
  intro:
    'This page is controlled by the host’s own service worker (/own-sw.js), which imports the Quick Actions worker with importScripts instead of letting the loader register it.',
  sectionHeading: 'Try it',
  cards: [
    {
      title: 'Go offline and reload',
      text: 'The host’s worker serves this page; the Quick Actions worker inside it serves the widget and its data.',
      href: '/own-sw/',
    },
  ],
};

/** Extra <head> markup for the page: an external script, so it runs under csp=strict too. */
export const OWN_SW_HEAD = '<script src="/demo-assets/own-sw-register.js"></script>';

// A host page whose own service worker does NOT import ours (/foreign-sw.js). The
// widget must not wait for a worker that never answers it.

/** @type {import('./pages.mjs').HostPage} */
export const FOREIGN_SW_PAGE = {
  path: '/foreign-sw/',
  pageName: 'Foreign Service Worker',
  navLabel: 'Foreign worker',
  title: 'A host with a service worker of its own only | Demo Legal Docs',
  heading: 'A host with a service worker of its own only',
  intro:
    'This page is controlled by the host’s own service worker (/foreign-sw.js), which does not import the Quick Actions worker and never answers it.',
  sectionHeading: 'Try it',
  cards: [
    {
      title: 'Open Quick Actions',
      text: 'The widget fetches its data at once: it waits only for its own worker.',
      href: '/foreign-sw/',
    },
  ],
};

export const FOREIGN_SW_HEAD = '<script src="/demo-assets/foreign-sw-register.js"></script>';

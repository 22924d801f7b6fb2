import type { Messages } from '../types/format';

// When even `en` fails to load, these built-in labels (spec §2 "Labels") keep every control named
// (tests/unit/locales/load-locale.test.ts checks they equal bundles/en.json).
export const FALLBACK_MESSAGES: Messages = {
  quickActions: 'Quick Actions',
  refresh: 'Refresh',
  refreshAvailable: 'New content is available',
  myDocuments: 'My Documents',
  viewAll: 'View all',
  myAccount: 'My Account',
  myHubs: 'My Hubs',
  createNewDocument: 'Create New Document',
  createNewDocumentShort: 'New',
  signDocuments: 'Sign Documents',
  signDocumentsShort: 'Sign',
  notarizeDocuments: 'Notarize Documents',
  notarizeDocumentsShort: 'Notarize',
  emptyDocumentsV2: 'Documents you make will appear here',
  emptyDocuments: 'No documents yet',
  emptyHubs: 'No hubs yet',
  documentsFailed: "Your documents couldn't be loaded",
  hubsFailed: "Your hubs couldn't be loaded",
  loading: 'Loading…',
  opensInNewTab: 'opens in a new tab',
  close: 'close',
  suggestion: 'Suggested for you',
  'documentType.Document': 'Document',
  'documentType.Editor': 'Editable document',
  'documentType.NotarySession': 'Online notarization',
  lastModified: 'Edited {date}',
};

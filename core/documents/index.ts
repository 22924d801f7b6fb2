export * from './document-item';
export * from './document-target';
export * from './fetch-recent-documents';
export * from './select-recent-documents';

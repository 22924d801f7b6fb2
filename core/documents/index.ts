// core/documents's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './document-item';
export * from './document-target';
export * from './fetch-recent-documents';
export * from './invalid-session-error';
export * from './keep-tile';
export * from './map-document-item';
export * from './parse-cached-documents';
export * from './parse-iso-date';
export * from './parse-tile-tree';
export * from './preview-url';
export * from './select-recent-documents';
export * from './tile';

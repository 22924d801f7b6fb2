// `QuickActions.version` (docs/host-api.md "Commands"): package.json's, the only field a named
// JSON import keeps.
export { version as VERSION } from '../../package.json';

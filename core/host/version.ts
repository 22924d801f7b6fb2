// `QuickActions.version`, the build's semver string (docs/host-api.md "Commands"): package.json's,
// inlined by the bundler (a named JSON import keeps only that field).
export { version as VERSION } from '../../package.json';

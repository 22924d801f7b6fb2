// dist/navigation.js (types/navigation.d.ts, ADR-0042): spec §5/§7/§8's navigation helpers for
// host pages, built beside the facade so a visitor pays nothing until a host page imports it.
export { displayFile } from './display-file';
export { download } from './download';
export { postTo } from './post-to';

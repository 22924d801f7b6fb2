// dist/navigation.js (types/navigation.d.ts): the navigation helpers of spec §5/§7/§8 — show a file
// in a new tab, download one, post a hidden form — for host pages, with the spec's refusals of
// empty input word for word. Built beside the facade (vite.config.ts), so it shares no chunk with
// the widget and costs a visitor nothing until a host page imports it.
export { displayFile } from './display-file';
export { download } from './download';
export { postTo } from './post-to';

// A plain page shell for the demo's utility pages (destinations, error reports, reset).
import { escapeHtml } from './http.mjs';

/**
 * @param {string} title
 * @param {string} body HTML, already escaped where needed
 * @param {{ scripts?: string[] }} [options] external scripts (same origin)
 */
export function simplePage(title, body, options = {}) {
  const scripts = (options.scripts ?? [])
    .map((src) => `<script defer src="${escapeHtml(src)}"></script>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo-assets/demo.css">
${scripts}
</head>
<body>
<main class="demo-page">
${body}
</main>
</body>
</html>
`;
}

/**
 * @param {Iterable<[string, string]>} pairs
 * @param {string} id
 */
export function definitionList(pairs, id) {
  const items = [...pairs]
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<dl id="${escapeHtml(id)}">${items}</dl>`;
}

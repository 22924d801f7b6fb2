// The demo's own pages: received error reports and "reset everything".
import { escapeHtml } from './http.mjs';
import { simplePage } from './layout.mjs';

/** @typedef {import('./store.mjs').ErrorReport} ErrorReport */

/**
 * Every value is escaped: reports arrive from any page and may carry markup.
 * @param {ErrorReport[]} reports
 */
export function renderErrorsPage(reports) {
  const rows = [...reports]
    .reverse()
    .map((report) => {
      const other = Object.entries(report.otherFields)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n');
      return `<tr>
  <td>${report.id}</td>
  <td><time datetime="${escapeHtml(report.receivedAt)}">${escapeHtml(report.receivedAt)}</time><br>${escapeHtml(report.encoding)}</td>
  <td>${escapeHtml(report.description)}</td>
  <td>${escapeHtml(report.url)}<br>line ${escapeHtml(report.line)}<br>parent: ${escapeHtml(report.parentUrl)}</td>
  <td>${escapeHtml(report.userAgent)}</td>
  <td><pre>${escapeHtml(report.stackTrace)}</pre>${other ? `<pre>${escapeHtml(other)}</pre>` : ''}</td>
</tr>`;
    })
    .join('\n');
  const table =
    reports.length === 0
      ? '<p id="no-reports">No error reports received yet.</p>'
      : `<table class="report-table" id="reports">
<thead><tr><th scope="col">#</th><th scope="col">Received</th><th scope="col">Description</th><th scope="col">URL</th><th scope="col">User agent</th><th scope="col">Stack trace</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  const body = `<h1>Error reports (${reports.length})</h1>
<p class="demo-hint">What the widget posted to <code>/api/foundation/error-logger/v1/errors/</code>, newest first. Also as <a href="/demo/errors.json">JSON</a>.</p>
<div class="demo-actions">
  <a href="/demo/errors">Refresh</a>
  <form method="post" action="/demo/reset">
    <input type="hidden" name="redirect" value="/demo/errors">
    <button type="submit" class="demo-button demo-button--quiet">Clear reports and request log</button>
  </form>
  <a href="/">Back to the demo host page</a>
</div>
${table}`;
  return simplePage(`Error reports (${reports.length})`, body);
}

export function renderResetPage() {
  return simplePage(
    'Resetting the demo',
    `<h1>Resetting the demo</h1>
<p id="reset-status" role="status">Clearing storage, cookies, service workers and server logs…</p>
<p><a href="/">Back to the demo host page</a></p>`,
    { scripts: ['/demo-assets/reset.js'] },
  );
}

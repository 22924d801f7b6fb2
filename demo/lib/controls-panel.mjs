// Markup of the demo controls panel. Rendered on the server with the current values selected, so
// nothing shifts when /demo-assets/controls.js wires it up (no inline styles or handlers: the
// same markup is used under csp=strict).
import { parseExperimentCookie } from './experiment-cookie.mjs';
import { FAULT_KINDS, parseFaults, parseLatency } from './faults.mjs';
import { escapeHtml } from './http.mjs';
import { DEFAULT_ESIGN_REGIONS, DESIGNS, POSITIONS, THEMES } from './demo-state.mjs';

/** @typedef {import('./demo-state.mjs').DemoState} DemoState */
/** @typedef {import('./fixtures.mjs').DemoUser} DemoUser */

/** Country and region choices for `loc` (spec §1: two-letter country, then the region). */
export const LOC_OPTIONS = [
  ['', 'No loc parameter (cookie L, host, else US)'],
  ['US', 'United States'],
  ['USCA', 'United States, California'],
  ['USNY', 'United States, New York'],
  ['CA', 'Canada'],
  ['CAON', 'Canada, Ontario'],
  ['CABC', 'Canada, British Columbia'],
  ['CAQC', 'Canada, Québec (French; e-sign unsupported by default)'],
  ['CANU', 'Canada, Nunavut (e-sign unsupported by default)'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany (widget hidden)'],
  ['AT', 'Austria (widget hidden)'],
  ['FR', 'France (widget hidden)'],
  ['ES', 'Spain (widget hidden)'],
  ['MX', 'Mexico (widget hidden)'],
  ['AR', 'Argentina (widget hidden)'],
  ['CL', 'Chile (widget hidden)'],
];

const FAULT_ROWS = [
  ['tiles', 'Recent documents (FolderTile)'],
  ['dashboards', 'Project hubs (dashboards)'],
  ['experiment', 'Experiments'],
  ['logger', 'Error logger'],
  ['ignore', 'Ignore patterns'],
  ['icons', 'Icon definitions and icons'],
  ['all', 'Every API (unless set above)'],
];

/**
 * @param {Array<[string, string] | string[]>} options value/label pairs
 * @param {string} selected
 */
function optionList(options, selected) {
  return options
    .map(
      ([value = '', label = value]) =>
        `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');
}

/**
 * @param {DemoState} state
 * @param {Record<'A' | 'B', DemoUser>} users
 */
function visitorCard(state, users) {
  const current = state.user ? users[state.user] : null;
  const status = current
    ? `Signed in as ${current.displayName} (user ${state.user}, ${current.secureId})`
    : 'Signed out (getUser returns null)';
  const userButton = (/** @type {'A' | 'B'} */ key) =>
    `<button type="button" class="demo-button demo-button--quiet" data-demo-sign-in="${key}" aria-pressed="${state.user === key}">Sign in as ${key}: ${escapeHtml(users[key].displayName)}</button>`;
  return `<section class="demo-card" aria-labelledby="demo-visitor-title">
  <h3 id="demo-visitor-title">Visitor</h3>
  <p class="demo-status" id="demo-user-status" role="status">${escapeHtml(status)}</p>
  <div class="demo-buttons">
    ${userButton('A')}
    ${userButton('B')}
    <button type="button" class="demo-button demo-button--quiet" data-demo-sign-out aria-pressed="${state.user === null}">Sign out</button>
  </div>
  <p class="demo-hint">No reload: sets or clears the <code>demo_session</code> cookie, then calls <code>QuickActions('refresh')</code>.</p>
</section>`;
}

/**
 * @param {DemoState} state
 * @param {URLSearchParams} query
 */
function pageCard(state, query) {
  const loc = state.loc ?? '';
  const locOptions = LOC_OPTIONS.some(([value]) => value === loc)
    ? LOC_OPTIONS
    : [...LOC_OPTIONS, [loc, `Custom: ${loc}`]];
  // Carried along unchanged when the form is submitted.
  const hidden = ['csp', 'snippet', 'providers', 'iconsUrl', 'position']
    .filter((key) => query.has(key))
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(query.get(key) ?? '')}">`)
    .join('');
  const user = `<input type="hidden" name="user" value="${state.user ?? 'none'}" data-demo-user-field>`;
  return `<form class="demo-card" id="demo-page-form" method="get" aria-labelledby="demo-page-title">
  <h3 id="demo-page-title">Country, design and theme</h3>
  <div class="demo-field">
    <label for="demo-loc">Country and region (<code>loc</code>)</label>
    <select id="demo-loc" name="loc" data-demo-autosubmit>${optionList(locOptions, loc)}</select>
  </div>
  <div class="demo-field">
    <label for="demo-design">Design</label>
    <select id="demo-design" name="design" data-demo-autosubmit>${optionList(
      [['', 'Widget default'], ...DESIGNS.map((d) => [d, d])],
      state.design ?? '',
    )}</select>
  </div>
  <div class="demo-field">
    <label for="demo-theme">Theme</label>
    <select id="demo-theme" name="theme" data-demo-autosubmit>${optionList(
      [['', 'Widget default'], ...THEMES.map((t) => [t, t])],
      state.theme ?? '',
    )}</select>
  </div>
  <div class="demo-field">
    <label for="demo-esign">E-sign unsupported regions (<code>getConfig</code>)</label>
    <input id="demo-esign" name="esignRegions" value="${escapeHtml(state.esignRegions)}" data-demo-default="${DEFAULT_ESIGN_REGIONS}" autocomplete="off" spellcheck="false">
  </div>
  <div class="demo-field demo-field--check">
    <input type="checkbox" id="demo-debug" name="debug" value="1"${state.debug ? ' checked' : ''} data-demo-autosubmit>
    <label for="demo-debug">Event-bus console logging (<code>quickActionsDebug</code>)</label>
  </div>
  ${user}${hidden}
  <button type="submit" class="demo-button">Apply and reload</button>
</form>`;
}

/**
 * @param {Map<string, string>} cookies
 * @param {Iterable<string>} seenExperiments
 */
function experimentsCard(cookies, seenExperiments) {
  const variations = parseExperimentCookie(cookies.get('demo_exp'));
  const names = [...new Set([...seenExperiments, ...variations.keys()])].sort();
  const rows = names
    .map((name, index) => {
      const id = `demo-exp-${index}`;
      return `<tr><th scope="row"><label for="${id}">${escapeHtml(name)}</label></th><td><select id="${id}" data-demo-exp="${escapeHtml(name)}">${optionList(
        [
          ['N', 'N (on)'],
          ['C', 'C (control)'],
        ],
        variations.get(name) ?? 'N',
      )}</select></td></tr>`;
    })
    .join('');
  return `<section class="demo-card" aria-labelledby="demo-exp-title">
  <h3 id="demo-exp-title">Experiments</h3>
  <p class="demo-hint">The variation the server answers per experiment (cookie <code>demo_exp</code>); unknown experiments get N. Names appear once the widget has asked for them.</p>
  <table class="demo-table">
    <thead><tr><th scope="col">Experiment</th><th scope="col">Variation</th></tr></thead>
    <tbody id="demo-exp-rows">${rows}</tbody>
  </table>
  <p class="demo-hint" id="demo-exp-empty"${names.length > 0 ? ' hidden' : ''}>No experiment requested yet.</p>
  <div class="demo-inline">
    <label for="demo-exp-name">Add</label>
    <input id="demo-exp-name" placeholder="ExperimentName" autocomplete="off" spellcheck="false">
    <button type="button" class="demo-button demo-button--quiet" id="demo-exp-add">Add</button>
  </div>
  <button type="button" class="demo-button demo-button--quiet" id="demo-exp-clear-cache">Clear the widget's experiment cache</button>
  <p class="demo-hint" id="demo-exp-cleared" role="status"></p>
</section>`;
}

/**
 * @param {Map<string, string>} cookies
 */
function faultsCard(cookies) {
  const faults = parseFaults(cookies.get('demo_fault'));
  const latency = parseLatency(cookies.get('demo_latency'));
  const kinds = [['', 'none'], ...FAULT_KINDS.map((kind) => [kind, kind])];
  const rows = FAULT_ROWS.map(
    ([api = '', label = '']) =>
      `<tr><th scope="row"><label for="demo-fault-${api}">${escapeHtml(label)}</label></th><td><select id="demo-fault-${api}" data-demo-fault="${api}">${optionList(
        kinds,
        faults.get(/** @type {import('./faults.mjs').FaultApi} */ (api)) ?? '',
      )}</select></td></tr>`,
  ).join('');
  return `<section class="demo-card" aria-labelledby="demo-faults-title">
  <h3 id="demo-faults-title">Network faults</h3>
  <div class="demo-field">
    <label for="demo-latency">Latency for every API call (ms)</label>
    <input type="number" id="demo-latency" min="0" max="120000" step="100" value="${latency}" inputmode="numeric">
  </div>
  <table class="demo-table">
    <thead><tr><th scope="col">API</th><th scope="col">Fault</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
  <button type="button" class="demo-button demo-button--quiet" id="demo-faults-clear">Clear faults and latency</button>
  <p class="demo-hint">Cookies <code>demo_latency</code> and <code>demo_fault</code>; they apply from the next request. malformed: truncated JSON; wrong-shape: valid JSON of the wrong shape; hang: never answers; offline: connection dropped.</p>
</section>`;
}

/**
 * @param {string} pageQuery
 */
function toolsCard(pageQuery) {
  const params = new URLSearchParams(pageQuery);
  /** @param {Record<string, string | null>} changes */
  const variant = (changes) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    return escapeHtml(text ? `?${text}` : '?');
  };
  return `<section class="demo-card" aria-labelledby="demo-tools-title">
  <h3 id="demo-tools-title">Tools</h3>
  <ul class="demo-links">
    <li><a href="/demo/errors">Error reports received by the logger</a></li>
    <li><a href="/demo/requests.json">API request log (JSON)</a></li>
    <li><a href="${params.get('csp') === 'strict' ? variant({ csp: null }) : variant({ csp: 'strict' })}" data-demo-keep-query>${params.get('csp') === 'strict' ? 'This page without the strict CSP' : 'This page under a strict CSP'}</a></li>
    <li><a href="${params.get('snippet') === 'off' ? variant({ snippet: null }) : variant({ snippet: 'off' })}" data-demo-keep-query>${params.get('snippet') === 'off' ? 'This page with the snippet' : 'This page without the snippet (Lighthouse baseline)'}</a></li>
    <li><a href="${variant({ providers: params.get('providers') === 'async' ? null : 'async' })}" data-demo-keep-query>${params.get('providers') === 'async' ? 'Synchronous getUser/getConfig' : 'getUser/getConfig returning Promises'}</a></li>
    <li><a href="/demo/reset" class="demo-danger">Reset everything</a> (storage, cookies, service worker, server logs)</li>
  </ul>
</section>`;
}

/**
 * The host API (docs/host-api.md), to try by hand: open, close, toggle, hide and show, the
 * placement and launcher options through `update`, the version, and every event the host can
 * subscribe to (wired by controls.js).
 * @param {DemoState} state
 */
function hostApiCard(state) {
  const position = state.position ?? 'bottom-right';
  return `<section class="demo-card demo-card--wide" aria-labelledby="demo-api-title">
  <h3 id="demo-api-title">Host API</h3>
  <p class="demo-hint">Each control calls <code>QuickActions(…)</code> as a host page would. Loader version: <output id="demo-api-version">not loaded yet</output>.</p>
  <div class="demo-buttons">
    <button type="button" class="demo-button" data-demo-api="open">Open the popup</button>
    <button type="button" class="demo-button demo-button--quiet" data-demo-api="close">Close the popup</button>
    <button type="button" class="demo-button demo-button--quiet" data-demo-api="toggle">Toggle (your own launcher)</button>
    <button type="button" class="demo-button demo-button--quiet" data-demo-api="hide">Hide</button>
    <button type="button" class="demo-button demo-button--quiet" data-demo-api="show">Show</button>
  </div>
  <form class="demo-inline" id="demo-api-placement" aria-label="Placement (update)">
    <label for="demo-api-position">Position</label>
    <select id="demo-api-position" name="position">${optionList(
      POSITIONS.map((p) => [p, p]),
      position,
    )}</select>
    <label for="demo-api-x">Offset x</label>
    <input type="number" id="demo-api-x" name="x" value="24" min="0" max="10000" inputmode="numeric">
    <label for="demo-api-y">Offset y</label>
    <input type="number" id="demo-api-y" name="y" value="24" min="0" max="10000" inputmode="numeric">
    <label for="demo-api-z">z-index</label>
    <input type="number" id="demo-api-z" name="zIndex" value="2147483000" min="0" max="2147483644" inputmode="numeric">
    <input type="checkbox" id="demo-api-launcher" name="launcher" checked>
    <label for="demo-api-launcher">Floating button (<code>launcher</code>)</label>
    <button type="submit" class="demo-button demo-button--quiet">Apply (update)</button>
  </form>
  <p class="demo-hint">Events (<code>QuickActions('on', name, handler)</code> for ready, open, close, action, hidden), newest last:</p>
  <ol class="demo-log" id="demo-api-events" aria-live="polite"></ol>
  <button type="button" class="demo-button demo-button--quiet" id="demo-api-events-clear">Clear events</button>
</section>`;
}

function logCard() {
  return `<section class="demo-card demo-card--wide" aria-labelledby="demo-log-title">
  <h3 id="demo-log-title">Host log</h3>
  <p class="demo-hint">What the widget passed to the host's <code>track</code> and <code>logError</code>.</p>
  <ol class="demo-log" id="demo-log" aria-live="polite"></ol>
  <button type="button" class="demo-button demo-button--quiet" id="demo-log-clear">Clear log</button>
</section>`;
}

/**
 * @typedef {object} PanelOptions
 * @property {DemoState} state
 * @property {URLSearchParams} query the page's query
 * @property {Map<string, string>} cookies
 * @property {Iterable<string>} seenExperiments
 * @property {Record<'A' | 'B', DemoUser>} users
 */

/**
 * @param {PanelOptions} options
 */
export function renderControlsPanel({ state, query, cookies, seenExperiments, users }) {
  return `<section class="demo-panel" id="demo-panel" aria-labelledby="demo-panel-title">
  <div class="demo-panel__head">
    <h2 id="demo-panel-title">Demo controls</h2>
    <p>This panel belongs to the demo host, not to the widget. State lives in the page URL and in cookies, so every tab and browser context is independent.</p>
  </div>
  <div class="demo-grid">
    ${visitorCard(state, users)}
    ${pageCard(state, query)}
    ${experimentsCard(cookies, seenExperiments)}
    ${faultsCard(cookies)}
    ${toolsCard(query.toString())}
    ${hostApiCard(state)}
    ${logCard()}
  </div>
</section>`;
}

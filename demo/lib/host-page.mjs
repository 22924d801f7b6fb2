// The demo host page: a realistic page of the product with the EXACT snippet of docs/host-api.md,
// whose values come from the demo state. No inline styles or handlers anywhere, so the same page
// works under csp=strict (inline scripts then carry the response's nonce).
import { renderControlsPanel } from './controls-panel.mjs';
import { escapeHtml, jsonForScript } from './http.mjs';
import { HOST_PAGES } from './pages.mjs';
import { stateQueryString } from './demo-state.mjs';

/** @typedef {import('./demo-state.mjs').DemoState} DemoState */
/** @typedef {import('./pages.mjs').HostPage} HostPage */
/** @typedef {import('./fixtures.mjs').DemoUser} DemoUser */

/**
 * @param {string | null} nonce
 */
function nonceAttr(nonce) {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/**
 * The snippet of docs/host-api.md, with the demo's providers and extra init options.
 * @param {HostPage} page
 * @param {DemoState} state
 * @param {string | null} nonce
 */
export function renderSnippet(page, state, nonce) {
  const extra = [`    pageName: ${jsonForScript(page.pageName)},`];
  if (state.design) extra.push(`    design: ${jsonForScript(state.design)},`);
  if (state.theme) extra.push(`    theme: ${jsonForScript(state.theme)},`);
  if (state.iconsUrl) extra.push(`    iconsUrl: ${jsonForScript(state.iconsUrl)},`);
  if (state.position) extra.push(`    position: ${jsonForScript(state.position)},`);
  return `<div id="quick-actions"></div>
<script${nonceAttr(nonce)}>
  window.QuickActions = window.QuickActions || function () {
    (window.QuickActions.q = window.QuickActions.q || []).push(arguments);
  };
  QuickActions('init', {
    getUser: () => window.demoHost.user(),
    getConfig: () => window.demoHost.config(),
    track: (event) => window.demoHost.track(event),     // { section: 'Quick Actions', component, action, extra }
    logError: (error) => window.demoHost.logError(error),  // an Error, with its cause chain
${extra.join('\n')}
  });
</script>
${state.loaderAfterLoad ? afterLoadLoader(nonce) : `<script async src="/quick-actions/loader.js"${nonceAttr(nonce)}></script>`}`;
}

/**
 * The README's recommended form: loader.js inserted once the page has loaded, so it is never
 * on the page's critical path (the loader waits for load before its second stage anyway).
 * @param {string | null} nonce
 */
function afterLoadLoader(nonce) {
  return `<script${nonceAttr(nonce)}>
  (function () {
    var src = '/quick-actions/loader.js';
    // A strict CSP: the nonce carried over, and under Trusted Types a policy that allows only
    // this one URL (README "Deploying dist/", CSP).
    var nonce = (document.currentScript || {}).nonce || '';
    var policy = window.trustedTypes && window.trustedTypes.createPolicy('quick-actions-snippet', {
      createScriptURL: function (url) {
        if (url !== src) throw new TypeError('not the Quick Actions loader');
        return url;
      },
    });
    function load() {
      var script = document.createElement('script');
      script.src = policy ? policy.createScriptURL(src) : src;
      script.nonce = nonce;
      document.head.appendChild(script);
    }
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load);
  })();
</script>`;
}

/**
 * @param {HostPage} current
 * @param {string} stateQuery
 */
function renderNav(current, stateQuery) {
  const links = HOST_PAGES.map(
    (page) =>
      `<li><a href="${escapeHtml(page.path + stateQuery)}" data-demo-keep-query${page === current ? ' aria-current="page"' : ''}>${escapeHtml(page.navLabel)}</a></li>`,
  ).join('');
  return `<nav class="site-nav" aria-label="Main"><ul>${links}</ul></nav>`;
}

/**
 * @param {HostPage} page
 */
function renderContent(page) {
  const cards = page.cards
    .map(
      (card) => `<li class="card">
        <h3><a href="${escapeHtml(card.href)}">${escapeHtml(card.title)}</a></h3>
        <p>${escapeHtml(card.text)}</p>
      </li>`,
    )
    .join('\n      ');
  return `<section class="content" aria-labelledby="content-title">
    <h2 id="content-title">${escapeHtml(page.sectionHeading)}</h2>
    <ul class="cards">
      ${cards}
    </ul>
  </section>`;
}

/**
 * @typedef {object} HostPageOptions
 * @property {HostPage} page
 * @property {DemoState} state
 * @property {URLSearchParams} query the request's query
 * @property {Map<string, string>} cookies
 * @property {string | null} nonce set under csp=strict
 * @property {Iterable<string>} seenExperiments
 * @property {Record<'A' | 'B', DemoUser>} users
 * @property {string} demoHostScript source of the inline window.demoHost script
 * @property {string} [headExtra] markup added to <head> after the demo's own scripts
 */

/**
 * @param {HostPageOptions} options
 */
export function renderHostPage(options) {
  const { page, state, query, nonce, users } = options;
  const stateQuery = stateQueryString(query);
  const hostState = {
    user: state.user,
    users,
    esignRegions: state.esignRegions,
    asyncProviders: state.asyncProviders,
    debug: state.debug,
    userFails: state.userFails,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.intro)}">
<meta name="color-scheme" content="light">
<link rel="icon" href="/demo-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo-assets/demo.css">
<script${nonceAttr(nonce)}>
window.demoHostState = ${jsonForScript(hostState)};
${options.demoHostScript}
</script>
<script defer src="/demo-assets/controls.js"${nonceAttr(nonce)}></script>
${options.headExtra ?? ''}
</head>
<body data-page-name="${escapeHtml(page.pageName)}">
<a class="skip-link" href="#main">Skip to content</a>
<p class="demo-banner">Demo host page. The floating Quick Actions button is the widget under test; <a href="#demo-panel">demo controls</a> are below the content.</p>
<header class="site-header">
  <a class="brand" href="${escapeHtml('/' + stateQuery)}" data-demo-keep-query>Demo Legal Docs</a>
  ${renderNav(page, stateQuery)}
</header>
<main id="main">
  <section class="hero" aria-labelledby="hero-title">
    <h1 id="hero-title">${escapeHtml(page.heading)}</h1>
    <p class="hero__intro">${escapeHtml(page.intro)}</p>
    <p><a class="hero__cta" href="/contracts/groups/">Browse all documents</a></p>
  </section>
  ${renderContent(page)}
  ${renderControlsPanel(options)}
</main>
<footer class="site-footer">
  <p>Demo Legal Docs is not a law firm. This page is a demo host for the Quick Actions widget.</p>
</footer>
${state.snippet ? renderSnippet(page, state, nonce) : '<!-- snippet=off: no Quick Actions snippet or loader on this page -->'}
</body>
</html>
`;
}

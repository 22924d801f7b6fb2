// Wires up the demo controls panel rendered by the server (demo/lib/controls-panel.mjs).
// External file so the page works under csp=strict; builds DOM with createElement/textContent
// only, so it also passes `require-trusted-types-for 'script'`.
(function () {
  'use strict';
  var host = window.demoHost;
  if (!host) return;

  function byId(id) {
    return document.getElementById(id);
  }

  // The widget calls the host's handlers (`on`, `track`, `logError`) inside its own tasks, so what
  // a handler costs is counted as the widget's (perf/lighthouse/long-tasks.mjs). Reading
  // scrollHeight right after appending forced a layout of this whole page inside them (up to 14 ms
  // at 4x CPU on a click); the list is scrolled at the next frame instead, once per frame.
  var toScroll = [];
  function scrollToEndSoon(list) {
    if (toScroll.indexOf(list) !== -1) return;
    toScroll.push(list);
    if (toScroll.length > 1) return;
    requestAnimationFrame(function () {
      toScroll.splice(0).forEach(function (each) {
        each.scrollTop = each.scrollHeight;
      });
    });
  }

  function setCookie(name, value) {
    document.cookie =
      name + '=' + encodeURIComponent(value) + '; path=/; max-age=31536000; SameSite=Lax';
  }

  function clearCookie(name) {
    document.cookie = name + '=; path=/; max-age=0; SameSite=Lax';
  }

  // ---- Visitor: sign in / out without a reload -------------------------------------------

  function renderUser() {
    var key = host.state.user;
    var user = key ? host.state.users[key] : null;
    var status = byId('demo-user-status');
    if (status) {
      status.textContent = user
        ? 'Signed in as ' + user.displayName + ' (user ' + key + ', ' + user.secureId + ')'
        : 'Signed out (getUser returns null)';
    }
    document.querySelectorAll('[data-demo-sign-in]').forEach(function (button) {
      button.setAttribute('aria-pressed', String(button.getAttribute('data-demo-sign-in') === key));
    });
    var signOut = document.querySelector('[data-demo-sign-out]');
    if (signOut) signOut.setAttribute('aria-pressed', String(key === null));
    var field = document.querySelector('[data-demo-user-field]');
    if (field) field.value = key || 'none';
    // Links to other host pages carry the demo state; keep their user in step.
    document.querySelectorAll('a[data-demo-keep-query]').forEach(function (link) {
      var url = new URL(link.href);
      url.searchParams.set('user', key || 'none');
      link.href = url.pathname + url.search;
    });
  }

  document.querySelectorAll('[data-demo-sign-in]').forEach(function (button) {
    button.addEventListener('click', function () {
      host.signIn(button.getAttribute('data-demo-sign-in'));
    });
  });
  var signOutButton = document.querySelector('[data-demo-sign-out]');
  if (signOutButton) {
    signOutButton.addEventListener('click', function () {
      host.signOut();
    });
  }
  document.addEventListener('demohost:user', renderUser);

  // ---- Country, design, theme: reload with the new query -----------------------------------

  var form = byId('demo-page-form');
  if (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var url = new URL(window.location.href);
      var data = new FormData(form);
      ['loc', 'design', 'theme', 'esignRegions', 'debug', 'user'].forEach(function (key) {
        url.searchParams.delete(key);
      });
      data.forEach(function (value, key) {
        // An empty loc/design/theme means "not set", and a default needs no parameter.
        var field = form.elements.namedItem(key);
        var fallback = field && field.getAttribute ? field.getAttribute('data-demo-default') : null;
        if (value !== '' && value !== fallback) url.searchParams.set(key, String(value));
      });
      window.location.assign(url.href);
    });
    form.querySelectorAll('[data-demo-autosubmit]').forEach(function (control) {
      control.addEventListener('change', function () {
        form.requestSubmit();
      });
    });
  }

  // ---- Experiments ------------------------------------------------------------------------

  function writeExperiments() {
    var entries = [];
    document.querySelectorAll('[data-demo-exp]').forEach(function (select) {
      entries.push(select.getAttribute('data-demo-exp') + ':' + select.value);
    });
    if (entries.length > 0) setCookie('demo_exp', entries.join(','));
    else clearCookie('demo_exp');
  }

  function addExperimentRow(name) {
    var rows = byId('demo-exp-rows');
    if (!rows || document.querySelector('[data-demo-exp="' + CSS.escape(name) + '"]')) return;
    var id = 'demo-exp-' + rows.children.length + '-' + Date.now();
    var row = document.createElement('tr');
    var head = document.createElement('th');
    head.scope = 'row';
    var label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = name;
    head.appendChild(label);
    var cell = document.createElement('td');
    var select = document.createElement('select');
    select.id = id;
    select.setAttribute('data-demo-exp', name);
    [
      ['N', 'N (on)'],
      ['C', 'C (control)'],
    ].forEach(function (option) {
      var element = document.createElement('option');
      element.value = option[0];
      element.textContent = option[1];
      select.appendChild(element);
    });
    select.addEventListener('change', writeExperiments);
    cell.appendChild(select);
    row.appendChild(head);
    row.appendChild(cell);
    rows.appendChild(row);
    var empty = byId('demo-exp-empty');
    if (empty) empty.hidden = true;
  }

  document.querySelectorAll('[data-demo-exp]').forEach(function (select) {
    select.addEventListener('change', writeExperiments);
  });
  var addButton = byId('demo-exp-add');
  var nameInput = byId('demo-exp-name');
  if (addButton && nameInput) {
    addButton.addEventListener('click', function () {
      var name = nameInput.value.trim();
      if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) {
        nameInput.setCustomValidity('Letters, digits, _ . - only');
        nameInput.reportValidity();
        return;
      }
      nameInput.setCustomValidity('');
      addExperimentRow(name);
      writeExperiments();
      nameInput.value = '';
    });
  }

  // Names the widget requested after this page was rendered (e.g. on the first open).
  var lastSeenFetch = 0;
  function loadSeenExperiments() {
    if (Date.now() - lastSeenFetch < 2000) return;
    lastSeenFetch = Date.now();
    fetch('/demo/experiments.json', { headers: { Accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : { seen: [] };
      })
      .then(function (data) {
        (data.seen || []).forEach(addExperimentRow);
      })
      .catch(function () {
        /* the panel still works with the names it has */
      });
  }
  var experimentsTitle = byId('demo-exp-title');
  if (experimentsTitle) {
    experimentsTitle.parentElement.addEventListener('focusin', loadSeenExperiments);
    experimentsTitle.parentElement.addEventListener('pointerenter', loadSeenExperiments);
  }

  var clearCacheButton = byId('demo-exp-clear-cache');
  if (clearCacheButton) {
    clearCacheButton.addEventListener('click', function () {
      var removed = 0;
      try {
        for (var i = window.localStorage.length - 1; i >= 0; i--) {
          var key = window.localStorage.key(i);
          if (key && /exp/i.test(key)) {
            window.localStorage.removeItem(key);
            removed++;
          }
        }
      } catch {
        /* storage may be unavailable (private mode): nothing to clear */
      }
      clearCookie('dcsExp');
      var note = byId('demo-exp-cleared');
      if (note) {
        note.textContent =
          'Removed ' + removed + ' localStorage key(s) matching "exp" and the dcsExp cookie.';
      }
    });
  }

  // ---- Faults -----------------------------------------------------------------------------

  function writeFaults() {
    var entries = [];
    document.querySelectorAll('[data-demo-fault]').forEach(function (select) {
      if (select.value) entries.push(select.getAttribute('data-demo-fault') + ':' + select.value);
    });
    if (entries.length > 0) setCookie('demo_fault', entries.join(','));
    else clearCookie('demo_fault');
  }

  function writeLatency() {
    var input = byId('demo-latency');
    var value = input ? Math.max(0, Math.min(120000, Math.round(Number(input.value) || 0))) : 0;
    if (value > 0) setCookie('demo_latency', String(value));
    else clearCookie('demo_latency');
  }

  document.querySelectorAll('[data-demo-fault]').forEach(function (select) {
    select.addEventListener('change', writeFaults);
  });
  var latencyInput = byId('demo-latency');
  if (latencyInput) latencyInput.addEventListener('change', writeLatency);
  var clearFaults = byId('demo-faults-clear');
  if (clearFaults) {
    clearFaults.addEventListener('click', function () {
      document.querySelectorAll('[data-demo-fault]').forEach(function (select) {
        select.value = '';
      });
      if (latencyInput) latencyInput.value = '0';
      writeFaults();
      writeLatency();
    });
  }

  // ---- Host API (docs/host-api.md): open, close, update, version, events ------------------

  // The snippet ran before this deferred script, so QuickActions is the queue stub or, once
  // loader.js has arrived, the loader's function: the calls below work either way.
  var quickActions = function () {
    if (typeof window.QuickActions === 'function') window.QuickActions.apply(window, arguments);
  };
  var eventList = byId('demo-api-events');

  function showVersion() {
    var output = byId('demo-api-version');
    var version = window.QuickActions && window.QuickActions.version;
    if (output && version) output.textContent = version;
  }

  function logEvent(name, detail) {
    showVersion();
    if (!eventList) return;
    var item = document.createElement('li');
    item.setAttribute('data-demo-event', name);
    var time = document.createElement('time');
    var now = new Date().toISOString();
    time.dateTime = now;
    time.textContent = now.slice(11, 19);
    item.appendChild(time);
    item.appendChild(
      document.createTextNode(
        ' ' + name + (detail === undefined ? '' : ' ' + JSON.stringify(detail)),
      ),
    );
    eventList.appendChild(item);
    while (eventList.children.length > MAX_EVENTS) eventList.removeChild(eventList.firstChild);
    scrollToEndSoon(eventList);
  }
  var MAX_EVENTS = 200;

  ['ready', 'open', 'close', 'action', 'hidden'].forEach(function (name) {
    quickActions('on', name, function (detail) {
      logEvent(name, detail);
    });
  });
  // An async script delays the load event: by then loader.js has run (or failed).
  window.addEventListener('load', showVersion);

  document.querySelectorAll('[data-demo-api]').forEach(function (button) {
    button.addEventListener('click', function () {
      quickActions(button.getAttribute('data-demo-api'));
    });
  });
  var placement = byId('demo-api-placement');
  if (placement) {
    placement.addEventListener('submit', function (event) {
      event.preventDefault();
      var data = new FormData(placement);
      quickActions('update', {
        position: String(data.get('position')),
        offset: { x: Number(data.get('x')), y: Number(data.get('y')) },
        zIndex: Number(data.get('zIndex')),
        launcher: data.get('launcher') === 'on',
      });
    });
  }
  var clearEvents = byId('demo-api-events-clear');
  if (clearEvents) {
    clearEvents.addEventListener('click', function () {
      if (eventList) eventList.textContent = '';
    });
  }

  // ---- Host log ---------------------------------------------------------------------------

  var logList = byId('demo-log');
  var MAX_SHOWN = 200;

  function describe(entry) {
    var data = entry.data || {};
    if (entry.kind === 'error') {
      var text = 'logError: ' + data.name + ': ' + data.message;
      (data.causes || []).forEach(function (cause) {
        text += ' ← ' + cause.name + ': ' + cause.message;
      });
      return text;
    }
    var parts = [data.section, data.component, data.action].filter(Boolean);
    var extra = data.extra === undefined ? '' : ' ' + JSON.stringify(data.extra);
    return 'track: ' + (parts.length ? parts.join(' / ') : JSON.stringify(data)) + extra;
  }

  function appendLog(entry) {
    if (!logList) return;
    var item = document.createElement('li');
    item.className = entry.kind === 'error' ? 'demo-log__error' : 'demo-log__track';
    var time = document.createElement('time');
    time.dateTime = entry.time;
    time.textContent = entry.time.slice(11, 19);
    item.appendChild(time);
    item.appendChild(document.createTextNode(' ' + describe(entry)));
    logList.appendChild(item);
    while (logList.children.length > MAX_SHOWN) logList.removeChild(logList.firstChild);
    scrollToEndSoon(logList);
  }

  host.log.forEach(appendLog);
  document.addEventListener('demohost:log', function (event) {
    appendLog(event.detail);
  });
  var clearLog = byId('demo-log-clear');
  if (clearLog) {
    clearLog.addEventListener('click', function () {
      if (logList) logList.textContent = '';
    });
  }
})();

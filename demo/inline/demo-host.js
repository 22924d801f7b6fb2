// Inlined into every demo host page, in <head>, before the Quick Actions snippet: the snippet's
// providers call window.demoHost, and the async loader may run at any time after this.
// The server prepends `window.demoHostState = {...};`. Plain browser script, no dependencies.
(function () {
  'use strict';
  var state = window.demoHostState;

  function emit(type, detail) {
    document.dispatchEvent(new CustomEvent(type, { detail: detail }));
  }

  function writeSessionCookie() {
    document.cookie = state.user
      ? 'demo_session=' + state.user + '; path=/; SameSite=Lax'
      : 'demo_session=; path=/; max-age=0; SameSite=Lax';
  }

  // getUser and getConfig may return a value or a Promise (docs/host-api.md "Providers").
  function provide(value) {
    if (!state.asyncProviders) return value;
    return new Promise(function (resolve) {
      setTimeout(function () {
        resolve(value);
      }, 50);
    });
  }

  // Reads the id as a host's session code does; throws a TypeError when the user is null.
  function secureIdOf(session) {
    return session.user.secureId;
  }

  function safeText(value) {
    try {
      return String(value);
    } catch {
      return '(unprintable)';
    }
  }

  // A plain, serialisable record of an error and its cause chain (tests read it via evaluate).
  function describeError(error) {
    var chain = [];
    var seen = [];
    var current = error;
    while (current !== undefined && current !== null && chain.length < 10) {
      if (seen.indexOf(current) >= 0) break;
      seen.push(current);
      // Duck-typed, not instanceof: errors may come from another realm (an iframe).
      var isError = typeof current === 'object' && typeof current.message === 'string';
      chain.push({
        name: isError ? safeText(current.name || 'Error') : typeof current,
        message: isError ? current.message : safeText(current),
      });
      current = typeof current === 'object' ? current.cause : undefined;
    }
    var head = chain[0] || { name: safeText(error), message: '' };
    return {
      name: head.name,
      message: head.message,
      stack: error && typeof error.stack === 'string' ? error.stack : '',
      causes: chain.slice(1),
      time: new Date().toISOString(),
    };
  }

  function addLog(kind, data) {
    var entry = { kind: kind, time: new Date().toISOString(), data: data };
    host.log.push(entry);
    emit('demohost:log', entry);
  }

  function setUser(key) {
    state.user = key;
    writeSessionCookie();
    var url = new URL(window.location.href);
    url.searchParams.set('user', key || 'none');
    window.history.replaceState(window.history.state, '', url.href);
    emit('demohost:user', { user: key });
    if (typeof window.QuickActions === 'function') window.QuickActions('refresh');
  }

  var host = {
    state: state,
    tracked: [],
    loggedErrors: [],
    log: [],
    user: function () {
      var user = state.user ? state.users[state.user] : null;
      // `?userFails=throw|reject`: a host whose session code fails when nobody is signed in,
      // as `session.user.secureId` does on a null user: at once, or in the Promise it returns.
      if (!user && state.userFails === 'throw') return secureIdOf({ user: null });
      if (!user && state.userFails === 'reject') {
        return Promise.resolve({ user: null }).then(secureIdOf);
      }
      return provide(
        user ? { secureId: user.secureId, loginId: user.loginId, isSignedIn: true } : null,
      );
    },
    config: function () {
      return provide({ unsupportedEsignRegions: state.esignRegions });
    },
    track: function (event) {
      host.tracked.push(event);
      addLog('track', event);
    },
    logError: function (error) {
      var record = describeError(error);
      host.loggedErrors.push(record);
      addLog('error', record);
    },
    signIn: function (key) {
      if (key !== 'A' && key !== 'B') throw new Error('demoHost.signIn expects "A" or "B"');
      setUser(key);
    },
    signOut: function () {
      setUser(null);
    },
  };

  writeSessionCookie();
  if (state.debug) window.quickActionsDebug = true;
  // `?returning=1`: a returning visitor, whose first-use popup (spec §4) has already been seen.
  // Lighthouse (perf/lighthouse) starts every run with empty storage and measures the page
  // as most visits find it; this runs before the snippet and the async loader.
  if (new URLSearchParams(window.location.search).get('returning') === '1') {
    try {
      window.localStorage.setItem('quickactions_seen', '1');
    } catch {
      // Storage blocked: the page simply behaves as a first visit.
    }
  }
  window.demoHost = host;
})();

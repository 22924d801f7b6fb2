// "Reset everything" (GET /demo/reset): wipes this origin's client state, then the server's
// logs, then returns to the demo. The response also sends Clear-Site-Data; this script covers
// browsers that ignore it.
(function () {
  'use strict';
  var status = document.getElementById('reset-status');
  function say(text) {
    if (status) status.textContent = text;
  }
  function swallow() {
    /* best effort: each step may be unsupported or blocked */
  }

  var steps = [];
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    swallow();
  }
  document.cookie.split(';').forEach(function (part) {
    var name = part.split('=')[0].trim();
    if (name) document.cookie = name + '=; path=/; max-age=0; SameSite=Lax';
  });
  if (window.indexedDB && typeof window.indexedDB.databases === 'function') {
    steps.push(
      window.indexedDB.databases().then(function (databases) {
        databases.forEach(function (db) {
          if (db.name) window.indexedDB.deleteDatabase(db.name);
        });
      }, swallow),
    );
  }
  if (navigator.serviceWorker) {
    steps.push(
      navigator.serviceWorker.getRegistrations().then(function (registrations) {
        return Promise.all(
          registrations.map(function (registration) {
            return registration.unregister();
          }),
        );
      }, swallow),
    );
  }
  if (window.caches) {
    steps.push(
      window.caches.keys().then(function (keys) {
        return Promise.all(
          keys.map(function (key) {
            return window.caches.delete(key);
          }),
        );
      }, swallow),
    );
  }
  steps.push(fetch('/demo/reset', { method: 'POST' }).catch(swallow));

  Promise.all(steps).then(function () {
    say('Done. Back to the demo…');
    window.location.replace('/');
  });
})();

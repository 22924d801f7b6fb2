// The host's own service worker for /foreign-sw/ (see /foreign-sw.js), registered early, as a
// host's page would: one that does not import ours. The loader then registers nothing of its own.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker
    .register('/foreign-sw.js', { scope: '/foreign-sw/' })
    .catch(function () {});
}

// The demo host's own service worker for /own-sw/ (see /own-sw.js), registered early, as a host's
// page would. The Quick Actions loader then finds it and registers nothing of its own.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/own-sw.js', { scope: '/own-sw/' }).catch(function () {});
}

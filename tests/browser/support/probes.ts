// Scripts added to every page before the host's own, so a test can count what
// our files did to the host page: listeners on window/document added from a
// /quick-actions/ script and still attached, and layout shifts (CLS).
export const PROBES = `(() => {
  const active = new Set();
  const wrappers = new WeakMap();
  const fromOurScript = () => /\\/quick-actions\\//.test(new Error().stack || '');
  const isHostGlobal = (target) => target === window || target === document;
  const key = (target, type, listener, capture) =>
    [target === window ? 'window' : 'document', type, capture ? 'capture' : 'bubble', listener];
  const find = (k) => [...active].find((e) => e.every((part, i) => part === k[i]));
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener && isHostGlobal(this) && fromOurScript()) {
      const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
      const entry = key(this, type, listener, capture);
      if (!find(entry)) active.add(entry);
      if (options && options.once) {
        const target = this;
        const wrapper = function (event) {
          const found = find(entry);
          if (found) active.delete(found);
          return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
        };
        wrappers.set(listener, wrapper);
        return add.call(target, type, wrapper, options);
      }
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const capture = typeof options === 'boolean' ? options : !!(options && options.capture);
    const found = listener && isHostGlobal(this) && find(key(this, type, listener, capture));
    if (found) active.delete(found);
    return remove.call(this, type, (listener && wrappers.get(listener)) || listener, options);
  };
  window.__qaProbe = {
    listeners: () => [...active].map(([target, type]) => target + ':' + type),
    cls: 0,
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__qaProbe.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

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

// Timers our files started and that are still pending — a setTimeout that has neither
// fired nor been cleared, a setInterval or requestIdleCallback not cancelled. Counted per call
// site (the first /quick-actions/ frame of the stack), so a leak names its source.
export const TIMER_PROBE = `(() => {
  const ours = () => {
    const frame = (new Error().stack || '').split('\\n').find((line) => /\\/quick-actions\\//.test(line));
    return frame ? frame.trim().replace(/^at\\s+/, '') : undefined;
  };
  const active = new Map();
  const wrap = (setName, clearName, kind, repeats) => {
    const set = window[setName];
    const clear = window[clearName];
    if (typeof set !== 'function' || typeof clear !== 'function') return;
    window[setName] = function (callback, ...rest) {
      const site = ours();
      if (!site || typeof callback !== 'function') return set.call(window, callback, ...rest);
      let id;
      const run = function (...args) {
        if (!repeats) active.delete(kind + ':' + id);
        return callback.apply(this, args);
      };
      id = set.call(window, run, ...rest);
      active.set(kind + ':' + id, site);
      return id;
    };
    window[clearName] = function (id) {
      active.delete(kind + ':' + id);
      return clear.call(window, id);
    };
  };
  wrap('setTimeout', 'clearTimeout', 'timeout', false);
  wrap('setInterval', 'clearInterval', 'interval', true);
  wrap('requestIdleCallback', 'cancelIdleCallback', 'idle', false);
  window.__qaTimers = {
    active: () => [...active].map(([key, site]) => key.split(':')[0] + ' ' + site),
  };
})();`;

// What a hostile or faulty world did to the host page: unhandled rejections, CSP
// violations (securitypolicyviolation), the page's fetch calls, and whether injected script ran
// (window.__xss).
export const SECURITY_RECORDER = `(() => {
  const record = { rejections: [], violations: [], fetches: [] };
  window.__qaSecurity = record;
  // Every fetch call, timed in the page: timers never fire early, so the gaps between retries
  // are exact lower bounds here, whatever the load on the machine running the test.
  const originalFetch = window.fetch;
  window.fetch = function (input, init) {
    let url = '';
    try {
      url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    } catch {}
    const body = init && init.body;
    record.fetches.push({
      url,
      method: (init && init.method) || (input instanceof Request ? input.method : 'GET'),
      at: performance.now(),
      body: typeof body === 'string' || body instanceof URLSearchParams ? String(body) : '',
    });
    return originalFetch.apply(this, arguments);
  };
  window.addEventListener('unhandledrejection', (event) => {
    let reason;
    try {
      reason = event.reason instanceof Error ? event.reason.stack || String(event.reason) : String(event.reason);
    } catch (error) {
      reason = '(unprintable)';
    }
    record.rejections.push(reason);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    record.violations.push({
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber,
      sample: event.sample,
    });
  }, true);
})();`;

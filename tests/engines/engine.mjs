// What the scenarios need from an engine driver (firefox.mjs, webkit.mjs), and polling.

/**
 * One page of the browser.
 * @typedef {object} Tab
 * @property {(url: string) => Promise<void>} goto    navigate and wait for the load event
 * @property {() => Promise<void>} reload
 * @property {(fn: Function | string, ...args: unknown[]) => Promise<any>} evaluate
 *   runs `fn` (possibly async) in the page with JSON arguments, resolves to its JSON result
 * @property {(x: number, y: number) => Promise<void>} click   a real pointer click (moves first)
 * @property {(x: number, y: number) => Promise<void>} hover
 * @property {(key: 'Tab' | 'Enter' | 'Escape') => Promise<void>} press  a real key press
 * @property {() => Promise<void>} close   closes this tab only
 */

/**
 * The browser, driving its first page (the Tab methods but `close`, which ends the browser).
 * @typedef {object} Engine
 * @property {'firefox' | 'webkit'} name
 * @property {string} version
 * @property {Tab['goto']} goto
 * @property {Tab['reload']} reload
 * @property {Tab['evaluate']} evaluate
 * @property {Tab['click']} click
 * @property {Tab['hover']} hover
 * @property {Tab['press']} press
 * @property {() => Promise<Tab>} openTab  another page of the same browser: the same storage,
 *   cookies and service workers (a person's second tab)
 * @property {() => Promise<void>} close
 */

/**
 * Polls `check` until it returns a truthy value; fails naming `reason` and the last value.
 * @template T
 * @param {string} reason what is awaited, for the failure message
 * @param {() => Promise<T>} check
 * @param {number} [timeout]
 * @returns {Promise<T>}
 */
export async function poll(reason, check, timeout = 15_000) {
  const end = Date.now() + timeout;
  /** @type {unknown} */
  let last;
  for (;;) {
    try {
      last = await check();
      if (last) return /** @type {T} */ (last);
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) {
      const shown = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeout} ms waiting for ${reason} (last: ${shown})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

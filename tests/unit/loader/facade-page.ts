// The host page the facade tests start from (jsdom): the mount point, a returning visitor (the
// spec §4 seen flag) and the gate already answered "not in the experiment" (dcsExp cookie).

/** Before each test: an empty page with the mount point, the seen flag and the gate cookie. */
export function resetHostPage(): void {
  document.body.innerHTML = '<div id="quick-actions"></div>';
  localStorage.clear();
  localStorage.setItem('quickactions_seen', '1');
  document.cookie = 'dcsExp=QuickActionsGate%3DN';
}

/** After each test: the gate cookie expired again. */
export function clearGateCookie(): void {
  document.cookie = 'dcsExp=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

/** Lets the facade's promise chains run, then one macrotask. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

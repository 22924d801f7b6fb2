// spec §8: "On hosts starting with {ip}, localhost, test or qc, errors are also added to a visible
// error registry. This check reads as inverted": on ONLY there (no user-facing errors elsewhere).
// A prefix ends at the end, '.', '-' or a digit: `qc2.example.com` counts, `testament...` not.
const DEV_PREFIX = /^(?:localhost|test|qc)(?:$|[.\-\d])/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export function isDevHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  // An IP literal (IPv4, or IPv6 in brackets as location.hostname gives it) is a dev machine.
  return IPV4.test(host) || host.startsWith('[') || DEV_PREFIX.test(host);
}

// Local development (`skipsReports`): `localhost`, any `*.localhost` name, or a loopback address.
export function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]' ||
    host === '::1'
  );
}

// spec §8's switches logDevEnvironmentErrors and logBlacklistedErrors are page query flags: on
// with `?name=true`, "true" in any letter case.
export function isQueryFlagSet(search: string, name: string): boolean {
  return new URLSearchParams(search).get(name)?.toLowerCase() === 'true';
}

/** spec §8: "Reports are skipped for localhost unless the query flag logDevEnvironmentErrors is true." */
export const skipsReports = (location: { hostname: string; search: string }): boolean =>
  isLocalhost(location.hostname) && !isQueryFlagSet(location.search, 'logDevEnvironmentErrors');

// spec §8: "Reports are skipped for localhost unless the query flag logDevEnvironmentErrors is
// true." Local development is `localhost`, any `*.localhost` name, or a loopback address.
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

// spec §1 step 3: the host suffix decides when neither `loc` nor cookie `L` does.
export function countryFromHost(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.endsWith('.co.uk')) return 'GB';
  if (host.endsWith('.ca')) return 'CA';
  return undefined;
}

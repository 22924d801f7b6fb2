// The host's getConfig: spec §5 `unsupportedEsignRegions`, comma-separated region codes; the
// rest of the config is ignored.
export interface HostConfig {
  unsupportedEsignRegions: string[];
}

export function parseHostConfig(value: unknown): HostConfig {
  const raw =
    typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>).unsupportedEsignRegions
      : undefined;
  const regions =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((region) => region.trim().toUpperCase())
          .filter(Boolean)
      : [];
  return { unsupportedEsignRegions: regions };
}

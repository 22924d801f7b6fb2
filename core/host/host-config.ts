// The host's getConfig: spec §5 `unsupportedEsignRegions` is a comma-separated
// list of region codes. Anything else in the config is ignored.
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

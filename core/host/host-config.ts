import { callProvider, type HostProviders } from './host-providers';

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

/**
 * The host's configuration when the popup needs it. A host that gave no getConfig has no site
 * configuration, `{}` (docs/rules.md §8 "Missing dependency"); one it gave that throws or
 * rejects, or another value in its place, is reported and reads as none.
 */
export function readHostConfig(
  providers: HostProviders,
  report: (error: unknown) => void,
): Promise<HostConfig> {
  if (providers.getConfig == null) return Promise.resolve(parseHostConfig({}));
  return callProvider(providers, 'getConfig').then(parseHostConfig, (error: unknown) => {
    report(error);
    return parseHostConfig(undefined);
  });
}

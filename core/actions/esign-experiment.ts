// spec §5: "For CA and GB [e-sign] is also hidden unless that country's e-sign experiment is on."
// The widget asks this which experiment to resolve; no other country needs one.
import { ESIGN_EXPERIMENT_CA, ESIGN_EXPERIMENT_GB } from '../experiments/experiment-names';

export function esignExperimentFor(country: string): string | undefined {
  const key = country.trim().toUpperCase();
  if (key === 'CA') return ESIGN_EXPERIMENT_CA;
  if (key === 'GB') return ESIGN_EXPERIMENT_GB;
  return undefined;
}

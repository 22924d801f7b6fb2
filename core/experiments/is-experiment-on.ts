// spec §5: "An experiment is on when its variation equals "N". The other variation is "C"."

export const VARIATION_ON = 'N';
export const VARIATION_OFF = 'C';

/** Exactly 'N' is on; 'C', anything else, or no variation is off. */
export function isExperimentOn(variation: string | null | undefined): boolean {
  return variation === VARIATION_ON;
}

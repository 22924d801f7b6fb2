// The `demo_exp` cookie: which variation the demo's experiment endpoint returns per experiment,
// e.g. `QuickActionsGate:N,QuickActionsEsignCA:C` (spec §5: "N" is on, "C" the other variation).

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * @param {string} name
 */
export function isExperimentName(name) {
  return NAME.test(name);
}

/**
 * Parses the cookie defensively: malformed entries are ignored, a later entry for the same name
 * wins.
 * @param {string | null | undefined} text
 * @returns {Map<string, 'N' | 'C'>}
 */
export function parseExperimentCookie(text) {
  /** @type {Map<string, 'N' | 'C'>} */
  const variations = new Map();
  if (typeof text !== 'string' || text.length > 4000) return variations;
  for (const entry of text.split(',')) {
    const [name, variation, ...rest] = entry.trim().split(':');
    if (rest.length > 0 || name === undefined || !isExperimentName(name)) continue;
    if (variation === 'N' || variation === 'C') variations.set(name, variation);
  }
  return variations;
}

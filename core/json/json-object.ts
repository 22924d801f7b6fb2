// Every response and cached value is parsed from `unknown` at the edge (docs/security.md
// "6. Faulty services", "7. Hostile storage, cookies and URLs"); this is the one test for "a JSON
// object" those parsers share: not null, not an array.
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The one "JSON object" test (not null, not an array) of the parsers at the edge (docs/security.md
// "6. Faulty services", "7. Hostile storage, cookies and URLs").
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// spec §5: "For GET requests, a brand parameter whose value is '+', empty, '%2B' or 'None' is
// removed": a host template's placeholders for no brand.

/** One query parameter: its decoded value plus, for parameters already in the url, the raw text. */
export interface QueryParam {
  readonly name: string;
  readonly value: string;
  /** The undecoded value as it appeared in the url, e.g. '%2B' or '+'. */
  readonly rawValue?: string;
  /** The undecoded `name=value` segment, reused so untouched parameters keep their encoding. */
  readonly rawSegment?: string;
}

const PLACEHOLDER_BRANDS: ReadonlySet<string> = new Set(['+', '', '%2B', 'None']);

/** Whether a brand value is one of the spec's placeholders. */
export function isPlaceholderBrand(value: string): boolean {
  return PLACEHOLDER_BRANDS.has(value);
}

/** Drops every placeholder `brand`, decoded or raw: `brand=+` decodes to a space, `%2B` to '+'. */
export function removeBrandParam(params: readonly QueryParam[]): QueryParam[] {
  return params.filter(
    (param) =>
      param.name !== 'brand' ||
      !(
        isPlaceholderBrand(param.value) ||
        (param.rawValue !== undefined && isPlaceholderBrand(param.rawValue))
      ),
  );
}

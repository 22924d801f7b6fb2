// spec §7: "GET sends its data as query parameters", merged into the url's own; then spec §5's
// brand rule.
import { decodeText } from '../cookie';
import type { RequestOptions } from './request-types';
import { removeBrandParam, type QueryParam } from './remove-brand-param';

type RequestData = NonNullable<RequestOptions['data']>;

/** A query component decoded, `+` as a space; a malformed escape is kept as written. */
const decodeComponent = (text: string): string => decodeText(text.replace(/\+/g, ' ')) ?? text;

function parseQuery(query: string): QueryParam[] {
  return query
    .split('&')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const equals = segment.indexOf('=');
      const rawName = equals === -1 ? segment : segment.slice(0, equals);
      const rawValue = equals === -1 ? '' : segment.slice(equals + 1);
      return {
        name: decodeComponent(rawName),
        value: decodeComponent(rawValue),
        rawValue,
        rawSegment: segment,
      };
    });
}

/** null and undefined mean "no value": such keys are not sent at all. */
function dataToParams(data: RequestData): QueryParam[] {
  const params: QueryParam[] = [];
  for (const [name, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    params.push({ name, value: String(value) });
  }
  return params;
}

function serialize(param: QueryParam): string {
  return param.rawSegment ?? `${encodeURIComponent(param.name)}=${encodeURIComponent(param.value)}`;
}

// A key in `data` replaces every url parameter of that name; the others keep their order and
// encoding, the fragment stays last, and a relative url stays relative.
export function buildGetUrl(url: string, data: RequestData | undefined): string {
  const hashIndex = url.indexOf('#');
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const base = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1);

  const added = data === undefined ? [] : dataToParams(data);
  const addedNames = new Set(added.map((param) => param.name));
  const existing = parseQuery(query).filter((param) => !addedNames.has(param.name));
  const params = removeBrandParam([...existing, ...added]);

  const search = params.map(serialize).join('&');
  return `${base}${search === '' ? '' : `?${search}`}${hash}`;
}

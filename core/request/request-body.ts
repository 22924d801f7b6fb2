// spec §7: "Other methods send a JSON body, or form data if given." GET's data: build-get-url.ts.
import type { RequestOptions } from './request-types';

export interface RequestBody {
  readonly body: BodyInit | undefined;
  readonly isForm: boolean;
}

export function buildRequestBody(options: RequestOptions): RequestBody {
  if (options.form !== undefined) return { body: options.form, isForm: true };
  if (options.data !== undefined) return { body: JSON.stringify(options.data), isForm: false };
  return { body: undefined, isForm: false };
}

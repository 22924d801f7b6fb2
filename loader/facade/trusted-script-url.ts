// Strict CSP (ADR-0050): under `require-trusted-types-for 'script'` the browser accepts only a
// TrustedScriptURL in ServiceWorkerContainer.register(); a plain string is blocked and raises a
// `securitypolicyviolation`. A Trusted Types policy of our own turns the worker's URL into one.
// The policy object never leaves this module, and it passes only the URLs it was made for, so
// it cannot be used to load anything else.
//
// A host whose CSP lists allowed policy names (`trusted-types ...`) must add this name; without
// it createPolicy throws, and we register no worker (the widget works without one).

export const TRUSTED_TYPES_POLICY_NAME = 'quick-actions';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string },
  ): ScriptUrlPolicy | undefined;
}

const allowed = new Set<string>();
// One policy per page: a CSP that lists the name without 'allow-duplicates' refuses a second one.
const policies = new WeakMap<object, ScriptUrlPolicy>();

/**
 * `url` as the browser's register() wants it: a TrustedScriptURL where Trusted Types exist, the
 * string itself elsewhere. Throws when the host's CSP refuses our policy.
 */
export function trustedScriptUrl(win: Window, url: string): string {
  const factory = (win as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return url;
  allowed.add(url);
  let policy = policies.get(factory);
  if (!policy) {
    policy = factory.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createScriptURL(input) {
        if (!allowed.has(input)) throw new TypeError(`Not a Quick Actions script: ${input}`);
        return input;
      },
    });
    if (!policy) throw new TypeError('Trusted Types policy was not created');
    policies.set(factory, policy);
  }
  // A TrustedScriptURL; typed as the string it stands for (lib.dom has no Trusted Types).
  return policy.createScriptURL(url) as string;
}

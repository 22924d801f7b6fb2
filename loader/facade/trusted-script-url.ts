// Under `require-trusted-types-for 'script'`, register() takes only a TrustedScriptURL. Our policy
// never leaves this module and passes only the URLs it was made for; a host whose CSP lists policy
// names must add ours, or createPolicy throws and no worker is registered (ADR-0050). The package's
// loadQuickActions, which adds loader.js itself, makes the page's policy first and leaves it under
// SHARED_POLICY: a second policy of the name would be refused (ADR-0091).

export const TRUSTED_TYPES_POLICY_NAME = 'quick-actions';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string): string },
  ): ScriptUrlPolicy | undefined;
  isScriptURL?(value: unknown): boolean;
}

// The same key as package/index.ts's.
export const SHARED_POLICY = Symbol.for('quick-actions.trusted-types-policy');

const allowed = new Set<string>();
// One policy per page: a CSP that lists the name without 'allow-duplicates' refuses a second one.
const policies = new WeakMap<object, ScriptUrlPolicy>();

// `url` as the browser's register() wants it: a TrustedScriptURL where Trusted Types exist, the
// string itself elsewhere. Throws when the host's CSP refuses our policy.
export function trustedScriptUrl(win: Window, url: string): string {
  const factory = (win as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || typeof factory.createPolicy !== 'function') return url;
  // The package's, when it gives back a real TrustedScriptURL of this very URL: anything else
  // under the key (a page script's stand-in) is not used.
  try {
    const shared = (win as Window & { [SHARED_POLICY]?: ScriptUrlPolicy })[SHARED_POLICY];
    const trusted = shared?.createScriptURL(url);
    if (factory.isScriptURL?.(trusted) && String(trusted) === url) return trusted as string;
  } catch {
    // Outside its folder: ours below.
  }
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

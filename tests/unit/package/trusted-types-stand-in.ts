// A browser's Trusted Types in jsdom, as far as the package meets them (package/index.ts): a
// factory whose policies wrap what their rule returns, and, when `enforced`, a script `src` that refuses a plain string as
// `require-trusted-types-for 'script'` does.
export class TrustedUrl {
  constructor(readonly url: string) {}
  toString() {
    return this.url;
  }
}
export const SHARED = Symbol.for('quick-actions.trusted-types-policy');
const srcSetter = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src')!;

export function trustedTypes({ refuse = false, enforced = true } = {}) {
  const created: string[] = [];
  const rules: { createScriptURL(input: string): string }[] = [];
  const tt = {
    createPolicy(name: string, rule: { createScriptURL(input: string): string }) {
      if (refuse) throw new TypeError(`Policy "${name}" disallowed.`);
      created.push(name);
      rules.push(rule);
      return { createScriptURL: (input: string) => new TrustedUrl(rule.createScriptURL(input)) };
    },
    isScriptURL: (value: unknown) => value instanceof TrustedUrl,
  };
  Object.assign(window, { trustedTypes: tt });
  if (enforced) {
    Object.defineProperty(HTMLScriptElement.prototype, 'src', {
      ...srcSetter,
      set(value: unknown) {
        if (!(value instanceof TrustedUrl)) {
          throw new TypeError("Failed to set 'src': This document requires 'TrustedScriptURL'.");
        }
        srcSetter.set!.call(this, String(value));
      },
    });
  }
  return { created, rules };
}

export function removeTrustedTypes(): void {
  Object.defineProperty(HTMLScriptElement.prototype, 'src', srcSetter);
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  delete (window as { [SHARED]?: unknown })[SHARED];
}

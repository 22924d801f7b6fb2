// TypeScript's DOM library has no Trusted Types yet: the part main.tsx uses.
interface Window {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createScriptURL(input: string): string },
    ): { createScriptURL(input: string): unknown };
  };
}

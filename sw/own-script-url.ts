// Where sw.js was loaded from. Imported into a host's worker (docs/offline.md), self.location is
// the host's script: only an Error's stack names ours ("at https://host/qa/sw.js:1:234", "@...").

const SCRIPT_IN_STACK = /(https?:\/\/[^\s()]+?):\d+:\d+/;

/** The first script URL in a stack trace, or undefined. */
export function scriptUrlFromStack(stack: string | undefined): string | undefined {
  return stack ? SCRIPT_IN_STACK.exec(stack)?.[1] : undefined;
}

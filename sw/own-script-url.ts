// Where sw.js was loaded from. Registered directly, that is self.location. Imported into a host's
// own worker (`importScripts('/quick-actions/sw.js')`, docs/offline.md), self.location is the
// host's script, and nothing in the worker scope names ours, but an Error's stack does: Chromium
// writes "at https://host/quick-actions/sw.js:1:234", Firefox and Safari "@https://host/...:1:234".

const SCRIPT_IN_STACK = /(https?:\/\/[^\s()]+?):\d+:\d+/;

/** The first script URL in a stack trace, or undefined. */
export function scriptUrlFromStack(stack: string | undefined): string | undefined {
  return stack ? SCRIPT_IN_STACK.exec(stack)?.[1] : undefined;
}

// spec §9 "Content limits": the error logger rejects longer fields, so they are cut client-side.
export const MAX_STACK_TRACE_LENGTH = 8192;
export const MAX_DESCRIPTION_LENGTH = 2000;

/**
 * Text a server wrote (an experiment's `errors`, a hub title, a JSON parser quoting a body) is cut
 * to this where it enters an Error message (core/errors/server-text.ts): an experiment service
 * answering with 60,000 spaces would make one error message that long, and every later step
 * (scrubbing, the stack, the report) would pay for it (docs/security.md "10. Long strings, cuts,
 * downgrades and repeats").
 */
export const MAX_SERVER_TEXT_LENGTH = 500;

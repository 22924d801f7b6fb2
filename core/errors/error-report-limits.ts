// spec §9 "Content limits": the error logger rejects longer fields, so they are cut client-side.
export const MAX_STACK_TRACE_LENGTH = 8192;
export const MAX_DESCRIPTION_LENGTH = 2000;

// Server text is cut to this where it enters an Error message (server-text.ts), so no later step
// (scrubbing, the stack, the report) pays for a huge answer (docs/security.md "10. Long strings,
// cuts, downgrades and repeats").
export const MAX_SERVER_TEXT_LENGTH = 500;

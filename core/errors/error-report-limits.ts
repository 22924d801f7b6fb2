// spec §9 "Content limits": the error logger rejects longer fields, so they are cut client-side.
export const MAX_STACK_TRACE_LENGTH = 8192;
export const MAX_DESCRIPTION_LENGTH = 2000;

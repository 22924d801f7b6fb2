// spec §7: "The default is 0 retries with a 500 ms delay. Credentials are same-origin by default."
export const DEFAULT_RETRIES = 0;
/** Constant: the spec multiplies by the attempt only for the error logger (§8). */
export const DEFAULT_RETRY_DELAY_MS = 500;
export const DEFAULT_CREDENTIALS: RequestCredentials = 'same-origin';

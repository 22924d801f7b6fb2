// spec §7: "The default is 0 retries with a 500 ms delay. Credentials are same-origin by default."
export const DEFAULT_RETRIES = 0;
/**
 * The wait before each retry. It is constant, not growing: the spec gives the helper a plain
 * "500 ms delay" while it spells out "500 ms multiplied by the attempt number" for the error
 * logger (§8), so the two are read as deliberately different.
 */
export const DEFAULT_RETRY_DELAY_MS = 500;
export const DEFAULT_CREDENTIALS: RequestCredentials = 'same-origin';

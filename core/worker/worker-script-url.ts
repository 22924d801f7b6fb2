/** Our worker's script: `sw.js` beside loader.js in `dist/`, for any base path. */
export const workerScriptUrlFor = (baseUrl: string): string => new URL('sw.js', baseUrl).href;

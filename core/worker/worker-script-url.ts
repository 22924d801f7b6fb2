/** Our worker's script: `sw.js` beside loader.js (contract §2), for any base path. */
export const workerScriptUrlFor = (baseUrl: string): string => new URL('sw.js', baseUrl).href;

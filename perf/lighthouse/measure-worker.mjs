// One measurement (measure.mjs) in a worker thread of its own: Lighthouse keeps module-level
// state (its log, timings and caches), so two runs at once need two module graphs.
import { parentPort, workerData } from 'node:worker_threads';
import { measure } from './measure.mjs';

parentPort?.postMessage(await measure(workerData));

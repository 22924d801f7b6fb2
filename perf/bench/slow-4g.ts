// Lighthouse's "Slow 4G" mobile profile (its throttling.mobileSlow4G: 150 ms RTT,
// 1.6 Mbps down, 750 Kbps up, 4× CPU) applied through CDP the way Lighthouse's own
// DevTools throttling applies it: CDP adds latency per request, not per round trip, so
// the RTT is scaled by 3.75 and the throughputs by 0.9 (Lighthouse's adjustment factors).
import type { CDPSession } from 'playwright-core';

const RTT_MS = 150;
const DOWN_KBPS = 1.6 * 1024;
const UP_KBPS = 750;
const DEVTOOLS_RTT_FACTOR = 3.75;
const DEVTOOLS_THROUGHPUT_FACTOR = 0.9;
export const SLOW_4G_CPU_SLOWDOWN = 4;

/** CDP wants bytes per second. */
const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

export const SLOW_4G_CONDITIONS = {
  offline: false,
  latency: RTT_MS * DEVTOOLS_RTT_FACTOR,
  downloadThroughput: bytesPerSecond(DOWN_KBPS * DEVTOOLS_THROUGHPUT_FACTOR),
  uploadThroughput: bytesPerSecond(UP_KBPS * DEVTOOLS_THROUGHPUT_FACTOR),
};

export async function emulateSlow4G(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G_CONDITIONS);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G_CPU_SLOWDOWN });
}

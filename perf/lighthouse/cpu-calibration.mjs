// The mobile preset's CPU slowdown, calibrated to the machine (ADR-0069: a gate that passes or
// fails with the host's speed is a flaky gate). Lighthouse's 4× simulates a phone relative to
// the machine it runs on, so the same page's TBT grows as the machine slows: on this 2-core
// machine the BenchmarkIndex Lighthouse reports was ~3,100 on 2026-11-21 and ~1,270 on
// 2026-11-23 (a neighbour-heavy day, the same code), and every task of ours that took 20 ms at
// 4× took ~50 ms, which TBT starts counting. Lighthouse's own advice for hosts of another speed
// is to change the multiplier (docs/throttling.md, "calibrating the CPU slowdown"), so each
// paired round measures the index first and uses 4× scaled to it: the device simulated is the
// one the budgets were set on, 4× slower than a machine of REFERENCE_BENCHMARK_INDEX.
import { launch } from 'chrome-launcher';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { LIGHTHOUSE_CHROMIUM_FLAGS } from './chromium-flags.mjs';

/** Lighthouse's mobile preset (throttling.mobileSlow4G). */
export const MOBILE_CPU_SLOWDOWN = 4;
/** The BenchmarkIndex of the machine the budgets were set on (2026-11-21: median 3,177). */
export const REFERENCE_BENCHMARK_INDEX = 3_000;
// Outside these bounds the index is more likely a broken probe than a machine: 1× is no
// slowdown at all, and twice the preset is a machine faster than any this gate has run on.
const MIN_SLOWDOWN = 1;
const MAX_SLOWDOWN = 2 * MOBILE_CPU_SLOWDOWN;

/**
 * The mobile slowdown for a machine of `benchmarkIndex`, to one decimal.
 * @param {number} benchmarkIndex
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return MOBILE_CPU_SLOWDOWN;
  const scaled = (MOBILE_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(Math.max(scaled, MIN_SLOWDOWN), MAX_SLOWDOWN) * 10) / 10;
}

/**
 * The Lighthouse config of a preset with the CPU slowdown replaced (the rest of its throttling
 * kept). `undefined` is Lighthouse's default config, the mobile preset.
 * @param {import('lighthouse').Config | undefined} config
 * @param {import('lighthouse').Config['settings']} defaults Lighthouse's default settings
 * @param {number} slowdown
 * @returns {import('lighthouse').Config}
 */
export function withCpuSlowdown(config, defaults, slowdown) {
  const base = config ?? { extends: 'lighthouse:default' };
  const throttling = { ...defaults?.throttling, ...base.settings?.throttling };
  return {
    ...base,
    settings: { ...base.settings, throttling: { ...throttling, cpuSlowdownMultiplier: slowdown } },
  };
}

/**
 * Lighthouse's BenchmarkIndex of this machine now: the median of three probes in a fresh
 * Chromium (the same probe Lighthouse runs at the start of each report).
 * @param {string} chromePath
 * @returns {Promise<number>}
 */
export async function measureBenchmarkIndex(chromePath) {
  const chrome = await launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      const indexes = [];
      for (let probe = 0; probe < 3; probe++) {
        indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      }
      indexes.sort((a, b) => a - b);
      return /** @type {number} */ (indexes[1]);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

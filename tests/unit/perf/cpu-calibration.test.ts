// perf/lighthouse/cpu-calibration.mjs: the mobile CPU slowdown follows the machine's speed, so
// the device the gate simulates is the same on a fast day and a slow one (ADR-0069).
import { describe, expect, it } from 'vitest';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { desktopConfig } from 'lighthouse';
import * as cpu from '../../../perf/lighthouse/cpu-calibration.mjs';

describe('the calibrated mobile CPU slowdown', () => {
  it('is the preset’s 4× on the reference machine, and scales with the machine’s index', () => {
    expect(cpu.calibratedSlowdown(cpu.REFERENCE_BENCHMARK_INDEX)).toBe(cpu.MOBILE_CPU_SLOWDOWN);
    // The slow day of 2026-11-23 (index ~1,270 instead of ~3,100).
    expect(cpu.calibratedSlowdown(1_270)).toBe(1.7);
    expect(cpu.calibratedSlowdown(4_500)).toBe(6);
  });

  it('stays within 1× and twice the preset; a broken probe keeps the preset', () => {
    expect(cpu.calibratedSlowdown(100)).toBe(1);
    expect(cpu.calibratedSlowdown(100_000)).toBe(2 * cpu.MOBILE_CPU_SLOWDOWN);
    for (const broken of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(cpu.calibratedSlowdown(broken)).toBe(cpu.MOBILE_CPU_SLOWDOWN);
    }
  });

  it('changes only the CPU slowdown of the preset’s throttling', () => {
    const mobile = cpu.withCpuSlowdown(undefined, defaultSettings, 2.5);
    expect(mobile.extends).toBe('lighthouse:default');
    expect(mobile.settings?.throttling).toEqual({
      ...defaultSettings.throttling,
      cpuSlowdownMultiplier: 2.5,
    });
    const desktop = cpu.withCpuSlowdown(desktopConfig, defaultSettings, 1);
    expect(desktop.settings?.throttling?.rttMs).toBe(desktopConfig.settings?.throttling?.rttMs);
    expect(desktop.settings?.formFactor).toBe('desktop');
  });
});

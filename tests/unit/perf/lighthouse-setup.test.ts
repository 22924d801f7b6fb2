// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../browser/support/browser';
import {
  CHROMIUM_FLAGS,
  LIGHTHOUSE_CHROMIUM_FLAGS,
} from '../../../perf/lighthouse/chromium-flags.mjs';
import { BASELINE_VARIANT, VARIANTS } from '../../../perf/lighthouse/variants.mjs';
import { flavouredName } from '../../../perf/bench/flavour';

describe('Lighthouse set-up', () => {
  it('launches Chromium with the browser tests’ flags, headless', () => {
    expect(CHROMIUM_FLAGS).toEqual(CHROMIUM_ARGS);
    expect(LIGHTHOUSE_CHROMIUM_FLAGS).toEqual([...CHROMIUM_ARGS, '--headless=new']);
  });

  it('measures the bare page, an anonymous and a returning eligible visitor', () => {
    const paths = Object.fromEntries(VARIANTS.map((v) => [v.id, v.path]));
    expect(BASELINE_VARIANT).toBe('bare');
    expect(paths).toMatchObject({
      bare: '/?snippet=off',
      anonymous: '/?user=none',
      eligible: '/?user=A&returning=1',
      'first-visit': '/?user=A',
    });
  });
});

describe('benchmark names per flavour', () => {
  it('records the Preact flavour under its own name', () => {
    expect(flavouredName('coldOpenSlow4G', 'dist')).toBe('coldOpenSlow4G');
    expect(flavouredName('coldOpenSlow4G', 'dist-lh')).toBe('coldOpenSlow4G');
    expect(flavouredName('coldOpenSlow4G', 'dist-preact')).toBe('coldOpenSlow4GPreact');
  });
});

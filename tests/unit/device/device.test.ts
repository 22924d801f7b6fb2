import { describe, expect, it } from 'vitest';
import { isBelowMedium, isMobileDevice } from '../../../core/device';

describe('the medium breakpoint (spec §2, §9)', () => {
  it('hides below medium: 767 is below, 768 is not', () => {
    expect(isBelowMedium(767)).toBe(true);
    expect(isBelowMedium(600)).toBe(true);
    expect(isBelowMedium(768)).toBe(false);
  });
});

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  playstation:
    'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  watch: 'Mozilla/5.0 (Linux; Android 11; Galaxy Watch4 Build/RP1A) AppleWebKit/537.36 Chrome/95.0',
  smartTv:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 TV Safari/537.36',
};

describe('device type (spec §9: console, mobile, tablet and wearable count as mobile)', () => {
  it.each([
    ['phone', UA.iPhone, true],
    ['phone', UA.androidPhone, true],
    ['tablet', UA.androidTablet, true],
    ['tablet', UA.iPad, true],
    ['console', UA.playstation, true],
    ['wearable', UA.watch, true],
    ['smart TV', UA.smartTv, false],
    ['desktop', UA.windowsChrome, false],
    ['desktop', UA.macSafari, false],
    ['undetected', '', false],
  ])('%s: %s', (_type, userAgent, mobile) => {
    expect(isMobileDevice({ userAgent })).toBe(mobile);
  });

  it('treats a touch Mac (iPadOS 13+) as a tablet', () => {
    expect(isMobileDevice({ userAgent: UA.macSafari, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: UA.macSafari, maxTouchPoints: 1 })).toBe(false);
  });

  it('does not take an Android TV for a tablet', () => {
    expect(
      isMobileDevice({
        userAgent:
          'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K) AppleWebKit/537.36 Chrome/110.0 TV Safari/537.36',
      }),
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  runsTheWidget,
  resolveDesign,
  isServedCountry,
  mayPassViewportRule,
  passesViewportRule,
} from '../../../core/visibility';

describe('served countries (spec §2, §5)', () => {
  it.each([
    ['US', true],
    ['CA', true],
    ['GB', true],
    ['DE', false],
    ['MX', false],
    ['FR', false],
    ['us', false],
    ['', false],
  ])('%s → %s', (country, served) => {
    expect(isServedCountry(country)).toBe(served);
  });
});

describe('resolveDesign', () => {
  it('honours a valid requested design', () => {
    expect(resolveDesign('desktop-v2', true)).toBe('desktop-v2');
    expect(resolveDesign('mobile', false)).toBe('mobile');
  });

  it('falls back to the device for auto or garbage', () => {
    expect(resolveDesign('auto', true)).toBe('mobile');
    expect(resolveDesign(undefined, false)).toBe('desktop');
    expect(resolveDesign('<script>', false)).toBe('desktop');
  });
});

describe('viewport rule (spec §2: hidden below 768 px except US mobile devices and US desktop designs)', () => {
  const base = { isMobileDevice: false, design: 'desktop' as const };

  it('shows everyone served at 768 px and above', () => {
    expect(passesViewportRule({ ...base, width: 768, country: 'GB' })).toBe(true);
    expect(passesViewportRule({ ...base, width: 1280, country: 'CA' })).toBe(true);
  });

  it('hides CA and GB below 768 px, whatever the device', () => {
    expect(passesViewportRule({ ...base, width: 767, country: 'GB' })).toBe(false);
    expect(
      passesViewportRule({ width: 390, country: 'CA', isMobileDevice: true, design: 'mobile' }),
    ).toBe(false);
  });

  it('keeps US mobile devices and US desktop designs below 768 px', () => {
    expect(
      passesViewportRule({ width: 390, country: 'US', isMobileDevice: true, design: 'mobile' }),
    ).toBe(true);
    expect(passesViewportRule({ ...base, width: 600, country: 'US' })).toBe(true);
    expect(passesViewportRule({ ...base, width: 600, country: 'US', design: 'desktop-v2' })).toBe(
      true,
    );
  });

  it('hides a US desktop device that asked for the mobile design below 768 px', () => {
    expect(
      passesViewportRule({ width: 600, country: 'US', isMobileDevice: false, design: 'mobile' }),
    ).toBe(false);
  });
});

describe('mayPassViewportRule (the device-free part loader.js checks)', () => {
  it('rules out CA and GB below 768 px only', () => {
    expect(mayPassViewportRule(767, 'GB')).toBe(false);
    expect(mayPassViewportRule(767, 'CA')).toBe(false);
    expect(mayPassViewportRule(768, 'GB')).toBe(true);
    expect(mayPassViewportRule(390, 'US')).toBe(true);
  });

  it('never rules out a visitor the full rule would show', () => {
    for (const width of [0, 319, 320, 767, 768, 1400])
      for (const country of ['US', 'CA', 'GB'])
        for (const isMobileDevice of [true, false])
          for (const design of ['mobile', 'desktop', 'desktop-v2'] as const)
            if (passesViewportRule({ width, country, isMobileDevice, design }))
              expect(mayPassViewportRule(width, country)).toBe(true);
  });
});

describe('runsTheWidget (README "Browser support")', () => {
  it('needs Object.hasOwn and Array.prototype.at', () => {
    const fn = () => undefined;
    expect(runsTheWidget({ Object: { hasOwn: fn }, Array: { prototype: { at: fn } } })).toBe(true);
    expect(runsTheWidget({ Object: {}, Array: { prototype: { at: fn } } })).toBe(false);
    expect(runsTheWidget({ Object: { hasOwn: fn }, Array: { prototype: {} } })).toBe(false);
    expect(runsTheWidget(globalThis)).toBe(true);
  });
});

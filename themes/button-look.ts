// One button from first paint to unmount (ADR-0035): the facade draws it from these values before
// any theme stylesheet exists, and each theme file sets the same ones as the custom properties the
// facade reads first (tests/unit/themes/button-look.test.ts). Plain data: the facade emits no CSS.
import type { Theme } from './index';

/** Each value is the custom property BUTTON_LOOK_PROPERTIES names in the theme files. */
export interface ButtonLook {
  readonly background: string;
  readonly foreground: string;
  /** Width and height. */
  readonly size: string;
  readonly radius: string;
  readonly shadow: string;
  /** The focus ring. */
  readonly focus: string;
}

export const BUTTON_LOOKS: Readonly<Record<Theme, ButtonLook>> = {
  'slate-v1': {
    background: '#1f3a5f',
    foreground: '#ffffff',
    size: '56px',
    radius: '50%',
    shadow: '0 4px 12px rgba(15, 23, 42, 0.3)',
    focus: '#2b6cb0',
  },
  'slate-v4': {
    background: '#0f766e',
    foreground: '#ffffff',
    size: '56px',
    radius: '16px',
    shadow: '0 10px 30px rgba(15, 23, 42, 0.25)',
    focus: '#0d9488',
  },
};

// The dark button inverts the light one, focus ring unchanged: no more data for the facade, and
// the theme files' dark blocks agree (tests/unit/themes/color-scheme.test.ts).
export function darkButtonLook(look: ButtonLook): ButtonLook {
  return { ...look, background: look.foreground, foreground: look.background };
}

/** The custom property each value is set as in the theme files. */
export const BUTTON_LOOK_PROPERTIES: Readonly<Record<keyof ButtonLook, string>> = {
  background: '--qa-button-bg',
  foreground: '--qa-button-fg',
  size: '--qa-button-size',
  radius: '--qa-button-radius',
  shadow: '--qa-button-shadow',
  focus: '--qa-focus',
};

/** The look of the host's `theme` option; the default theme (slate-v1) for anything else. */
export function buttonLookFor(theme: unknown): ButtonLook {
  return theme === 'slate-v4' ? BUTTON_LOOKS['slate-v4'] : BUTTON_LOOKS['slate-v1'];
}

// The facade chunk's exports under their built names (ADR-0010), the one place those are spelled.
// The facade build's entry exports loader/facade/index.ts's exports under them (vite.config.ts,
// `facadeEntry`); stage one, and the facade of an earlier deploy (ADR-0103), call them through
// this table, which the minifier folds into `.c(`. They are a contract between deploys: a cached
// loader.js or an older facade calls a newer chunk by them, so a name keeps its letter and its
// meaning, and an export is only ever added.
import type * as Facade from './index';

export const BUILT_NAMES = {
  createFacadeController: 'c',
  removeLeftovers: 'r',
  scrubAndSend: 's',
  importWidget: 'w',
} as const satisfies Record<keyof typeof Facade, string>;

type BuiltNames = typeof BUILT_NAMES;

/** The built facade chunk, as stage one and another deploy's facade import it. */
export type FacadeModule = {
  [Name in keyof BuiltNames as BuiltNames[Name]]: (typeof Facade)[Name];
};

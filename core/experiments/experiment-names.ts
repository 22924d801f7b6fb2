// spec §9 lists the experiments only as redacted tokens; these are our names for
// them (docs/rules.md §9 "Experiment names"). The gate decides whether the widget shows at all
// (spec §2); the e-sign ones switch "Sign Documents" on in CA and GB (spec §5).
export const GATE_EXPERIMENT = 'QuickActionsGate';
/** spec §5: "For CA and GB [e-sign] is also hidden unless that country's e-sign experiment is on." */
export const ESIGN_EXPERIMENT_CA = 'QuickActionsEsignCA';
export const ESIGN_EXPERIMENT_GB = 'QuickActionsEsignGB';

// spec §9 lists the experiments only as redacted tokens; these are our names for them
// (docs/rules.md §9 "Experiment names"): the gate (spec §2) and e-sign in CA and GB (spec §5).
export const GATE_EXPERIMENT = 'QuickActionsGate';
export const ESIGN_EXPERIMENT_CA = 'QuickActionsEsignCA';
export const ESIGN_EXPERIMENT_GB = 'QuickActionsEsignGB';

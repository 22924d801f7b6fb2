// spec §9 lists the experiments only as redacted tokens; these are our names for
// them (docs/decisions.md). The gate decides whether the widget shows at all
// (spec §2); the e-sign ones switch "Sign Documents" on in CA and GB (spec §5).
export const GATE_EXPERIMENT = 'QuickActionsGate';

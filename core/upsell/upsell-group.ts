// spec §3 "Upsell groups by product code": the newest document's Template, any case.

export type UpsellGroup =
  | 'lastWill'
  | 'estateVault'
  | 'rentalHub'
  | 'salesLoansHub'
  | 'businessPlanningHub'
  | 'parentGuardianHub'
  | 'allContracts';

export const UPSELL_GROUPS: readonly UpsellGroup[] = [
  'lastWill',
  'estateVault',
  'rentalHub',
  'salesLoansHub',
  'businessPlanningHub',
  'parentGuardianHub',
  'allContracts',
];

const GROUP_BY_CODE: ReadonlyMap<string, UpsellGroup> = new Map<string, UpsellGroup>([
  ...['WILL', 'PWRATT', 'HEALTH', 'ENDPLN', 'JICASE', 'PCARE', 'EMPLAN'].map(
    (code) => [code, 'estateVault'] as const,
  ),
  ...['RESLSE', 'RINSPR', 'RENTRECPT', 'NOTICE', 'RENTINC'].map(
    (code) => [code, 'rentalHub'] as const,
  ),
  ...['BOS', 'BLOAN', 'SALES', 'CBUSPS', 'SREALT'].map((code) => [code, 'salesLoansHub'] as const),
  ...['BUSPLN', 'LLCOPR', 'TERMS', 'EMPLOY', 'SERVAG', 'CONFID'].map(
    (code) => [code, 'businessPlanningHub'] as const,
  ),
  ...['MDCNST', 'CONSNT', 'AFFGEN', 'PWRATTCHILD'].map(
    (code) => [code, 'parentGuardianHub'] as const,
  ),
]);

/** "no product code: Last Will"; "any other code: all contracts". */
export function upsellGroupFor(productCode: string | null | undefined): UpsellGroup {
  const code = (productCode ?? '').trim().toUpperCase();
  if (code === '') return 'lastWill';
  return GROUP_BY_CODE.get(code) ?? 'allContracts';
}

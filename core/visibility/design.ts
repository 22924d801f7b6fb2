// spec §2 "Design versions: mobile, desktop, desktop v2". A host may ask for one
// through `init({ design })`; otherwise the device decides (docs/rules.md §2
// "Viewport rule").
export type Design = 'mobile' | 'desktop' | 'desktop-v2';

export function resolveDesign(requested: unknown, isMobileDevice: boolean): Design {
  if (requested === 'mobile' || requested === 'desktop' || requested === 'desktop-v2') {
    return requested;
  }
  return isMobileDevice ? 'mobile' : 'desktop';
}

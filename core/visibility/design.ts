// spec §2 "Design versions: mobile, desktop, desktop v2": the host's `init({ design })`, else the
// device's.
export type Design = 'mobile' | 'desktop' | 'desktop-v2';

export function resolveDesign(requested: unknown, isMobileDevice: boolean): Design {
  if (requested === 'mobile' || requested === 'desktop' || requested === 'desktop-v2') {
    return requested;
  }
  return isMobileDevice ? 'mobile' : 'desktop';
}

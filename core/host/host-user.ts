// spec §3 "User (from the host app): secureId, loginId, isSignedIn". The host's
// getUser may return anything; only a well-formed signed-in user counts as one
// (spec §6: anonymous users never see the widget).
// The host passes loginId too; nothing in the widget shows or sends it, so it is not kept
// (docs/rules.md §3 "User").
export interface HostUser {
  secureId: string;
  isSignedIn: true;
}

export function parseSignedInUser(value: unknown): HostUser | undefined {
  const { secureId, isSignedIn } = Object(value) as Record<string, unknown>;
  if (isSignedIn !== true || typeof secureId !== 'string' || !secureId.trim()) return undefined;
  return { secureId, isSignedIn };
}

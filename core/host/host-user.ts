// spec §3 "User (from the host app): secureId, loginId, isSignedIn". The host's
// getUser may return anything; only a well-formed signed-in user counts as one
// (spec §6: anonymous users never see the widget).
export interface HostUser {
  secureId: string;
  loginId: string;
  isSignedIn: true;
}

export function parseSignedInUser(value: unknown): HostUser | undefined {
  const { secureId, loginId, isSignedIn } = Object(value) as Record<string, unknown>;
  if (isSignedIn !== true || typeof secureId !== 'string' || !secureId.trim()) return undefined;
  return { secureId, loginId: typeof loginId === 'string' ? loginId : '', isSignedIn };
}

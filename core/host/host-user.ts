// spec §3 "User (from the host app): secureId, loginId, isSignedIn": only a well-formed signed-in
// user counts (spec §6: anonymous users never see the widget); loginId is not kept, as nothing
// shows or sends it (docs/rules.md §3 "User").
export interface HostUser {
  secureId: string;
  isSignedIn: true;
}

export function parseSignedInUser(value: unknown): HostUser | undefined {
  const { secureId, isSignedIn } = Object(value) as Record<string, unknown>;
  if (isSignedIn !== true || typeof secureId !== 'string' || !secureId.trim()) return undefined;
  return { secureId, isSignedIn };
}

// spec §6: "Requests to the dashboard service carry an Authorization header with the scheme
// secure_id followed by the user's secure id."

export const SECURE_ID_SCHEME = 'secure_id';

export function secureIdAuthorization(secureId: string): string {
  return `${SECURE_ID_SCHEME} ${secureId}`;
}

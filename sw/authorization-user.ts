// spec §6's `Authorization: secure_id <id>` names the person exactly: a request naming someone
// other than the page announced never touches the cache.
import { userCacheId } from '../core/storage/worker-caches';

const SECURE_ID_AUTHORIZATION = /^secure_id (\S+)$/;

// True when the request may use `user`'s cache: it has no Authorization header (the FolderTile
// call is cookie-authenticated), or its secure_id hashes to `user`. Never rejects.
export async function authorizationFits(request: Request, user: string): Promise<boolean> {
  const header = request.headers.get('Authorization');
  if (header === null) return true;
  const secureId = SECURE_ID_AUTHORIZATION.exec(header)?.[1];
  if (secureId === undefined) return false;
  try {
    return (await userCacheId(secureId)) === user;
  } catch {
    return false;
  }
}

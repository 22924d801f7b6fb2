// Fixture data for the host API (spec §7), read once when a server is created so a broken
// fixture fails at start-up rather than in the middle of a demo.
import fs from 'node:fs';
import path from 'node:path';
import { isRecord } from './guards.mjs';

/** @typedef {{ secureId: string, loginId: string, displayName: string }} DemoUser */
/** @typedef {'A' | 'B'} UserKey */

/**
 * @typedef {object} Fixtures
 * @property {Record<UserKey, DemoUser>} users
 * @property {Record<UserKey, unknown>} tiles FolderTile responses per user
 * @property {Record<string, unknown[]>} dashboards dashboard items per secure id
 * @property {unknown} ignoredErrorTypes
 */

/**
 * @param {string} dir
 * @param {string} name
 * @returns {unknown}
 */
function readJson(dir, name) {
  return JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
}

/**
 * @param {unknown} value
 * @param {string} key
 * @returns {DemoUser}
 */
function toUser(value, key) {
  if (
    !isRecord(value) ||
    typeof value.secureId !== 'string' ||
    typeof value.loginId !== 'string' ||
    typeof value.displayName !== 'string'
  ) {
    throw new Error(`fixtures/users.json: user ${key} needs secureId, loginId and displayName`);
  }
  return { secureId: value.secureId, loginId: value.loginId, displayName: value.displayName };
}

/**
 * @param {string} dir the fixtures directory
 * @returns {Fixtures}
 */
export function loadFixtures(dir) {
  const users = readJson(dir, 'users.json');
  const dashboards = readJson(dir, 'dashboards.json');
  if (!isRecord(users)) throw new Error('fixtures/users.json must be an object');
  if (!isRecord(dashboards) || !Object.values(dashboards).every(Array.isArray)) {
    throw new Error('fixtures/dashboards.json must map secure ids to lists');
  }
  return {
    users: { A: toUser(users.A, 'A'), B: toUser(users.B, 'B') },
    tiles: { A: readJson(dir, 'tiles-user-a.json'), B: readJson(dir, 'tiles-user-b.json') },
    dashboards: /** @type {Record<string, unknown[]>} */ (dashboards),
    ignoredErrorTypes: readJson(dir, 'ignored-error-types.json'),
  };
}

/**
 * The signed-in demo user of a request, from the `demo_session` cookie.
 * @param {Map<string, string>} cookies
 * @returns {UserKey | null}
 */
export function sessionUser(cookies) {
  const value = cookies.get('demo_session');
  return value === 'A' || value === 'B' ? value : null;
}

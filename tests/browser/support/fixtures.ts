// The demo's fixture data as the browser tests expect to see it (demo/fixtures/README.md): the
// documents each user is shown, and the tiles of the tile service's answer read from the JSON.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// demo/fixtures/README.md "The two documents the widget must show": their ids, in order.
export const A_US = ['48213', '48455'];
export const A_CA = ['48388', '48333'];
export const B_US = ['51020', '51005'];
export const B_CA = ['51011', '51005'];

/** A document tile of the tile service's answer (spec §5 fields, the ones the tests read). */
export interface FixtureTile {
  TileType: string;
  ItemId: number;
  Name: string;
  Template: string;
  ContractUrl: string | null;
}

const FIXTURES = fileURLToPath(new URL('../../../demo/fixtures/', import.meta.url));

/** The demo's users by their tile file (demo/fixtures/tiles-user-a.json, ...-b.json). */
export type FixtureUser = 'a' | 'b';

/** Every tile but the folders in the demo's tile trees (both users'), folders flattened. */
function fixtureTiles(users: readonly FixtureUser[] = ['a', 'b']): FixtureTile[] {
  const found: FixtureTile[] = [];
  const walk = (tiles: unknown): void => {
    if (!Array.isArray(tiles)) return;
    for (const tile of tiles as (FixtureTile & { Children?: unknown })[]) {
      if (tile.TileType !== 'Folder' && typeof tile.Name === 'string') found.push(tile);
      walk(tile.Children);
    }
  };
  for (const user of users) {
    const tree = JSON.parse(readFileSync(`${FIXTURES}tiles-user-${user}.json`, 'utf8')) as {
      Data: unknown;
    };
    walk(tree.Data);
  }
  return found;
}

/**
 * Every document name in the demo's tile trees (both users', or the given user's): none may reach
 * a tracking event, nor stay on the device after a signed-out page view.
 */
export function fixtureDocumentNames(user?: FixtureUser): string[] {
  return fixtureTiles(user ? [user] : undefined).map((tile) => tile.Name);
}

/** The fixture tile with this ItemId. */
export function fixtureTile(itemId: number): FixtureTile {
  const tile = fixtureTiles().find((candidate) => candidate.ItemId === itemId);
  if (!tile) throw new Error(`no tile ${itemId} in demo/fixtures`);
  return tile;
}

/**
 * The spec §7 form fields that open the editor document `tile`, from the sources
 * docs/rules.md §2 "Navigation targets" gives them.
 */
export function editorFormFields(tile: FixtureTile): Record<string, string> {
  if (tile.ContractUrl === null) throw new Error(`tile ${tile.ItemId} has no contract page`);
  return {
    wdid: String(tile.ItemId),
    webuser_data_id: String(tile.ItemId),
    filename: tile.Name,
    contract: tile.ContractUrl,
    format: 'html',
    outputTemplate: tile.Template,
    useInline: 'false',
  };
}

/** The titles of every hub (dashboard) in the demo's answers, all users': personal data too. */
export function fixtureHubTitles(): string[] {
  const dashboards = JSON.parse(readFileSync(`${FIXTURES}dashboards.json`, 'utf8')) as Record<
    string,
    { title: string }[]
  >;
  return Object.values(dashboards).flatMap((hubs) => hubs.map((hub) => hub.title));
}

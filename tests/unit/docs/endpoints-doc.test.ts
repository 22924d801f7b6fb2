// docs/endpoints.md is the server contract a host builds against; the demo host answers the same
// calls (demo/lib/api.mjs) and core/ parses them. This holds the three together: every call the
// demo serves for the widget is a section of the document and every section a call the demo
// serves, every path core/ requests is there, and each example parses with core's own parser
// and has the shape of the demo's fixtures.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FOLDER_TILE_PATH, selectRecentDocuments } from '../../../core/documents';
import { ERROR_LOGGER_URL } from '../../../core/reporting/load-error-logger';
import { IGNORE_RULES_URL, parseIgnoreRules } from '../../../core/reporting/ignore-patterns';
import {
  EXPERIMENT_PATH,
  GATE_EXPERIMENT,
  parseExperimentResponse,
} from '../../../core/experiments';
import { DASHBOARDS_PATH, isNoDashboardsResponse, parseDashboards } from '../../../core/hubs';
import { DEFAULT_ICONS_URL, parseIconDefinitions } from '../../../core/icons';
import { API_ROUTES, validateExperimentRequest } from '../../../demo/lib/api.mjs';
import { loadFixtures } from '../../../demo/lib/fixtures.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const doc = readFileSync(`${root}docs/endpoints.md`, 'utf8');
const fixtures = loadFixtures(`${root}demo/fixtures`);

interface Example {
  kind: 'request' | 'response';
  status?: number;
  language: string;
  text: string;
}
interface Section {
  method: string;
  path: string;
  examples: Example[];
}

function sections(markdown: string): Section[] {
  const parts = markdown.split(/^## /m).slice(1);
  return parts.map((part) => {
    const [heading = '', ...rest] = part.split('\n');
    const [method = '', path = ''] = heading.trim().split(' ');
    const examples = [
      ...rest.join('\n').matchAll(/^```(\w+) (request|response)(?: (\d{3}))?\n([\s\S]*?)^```$/gm),
    ].map(([, language = '', kind, status, text = '']) => ({
      language,
      kind: kind as Example['kind'],
      ...(status ? { status: Number(status) } : {}),
      text,
    }));
    return { method, path, examples };
  });
}

const SECTIONS = sections(doc);
// A path template's placeholder, as a concrete path the demo answers.
const concrete = (path: string) => path.replace('{name}', 'bolt');
const routeOf = (section: Section) =>
  API_ROUTES.filter(
    (route) => route.method === section.method && route.matches(concrete(section.path)),
  );
const section = (method: string, path: string): Section => {
  const found = SECTIONS.find((s) => s.method === method && s.path === path);
  if (!found) throw new Error(`docs/endpoints.md has no section "## ${method} ${path}"`);
  return found;
};
const example = (found: Section, kind: Example['kind'], status?: number): unknown => {
  const match = found.examples.find((e) => e.kind === kind && e.status === status);
  if (!match) throw new Error(`${found.path}: no ${kind} ${status ?? ''} example`);
  return JSON.parse(match.text) as unknown;
};
const keysOf = (value: unknown): string[] => Object.keys(value as object).sort();

describe('docs/endpoints.md', () => {
  it('has a section for every call the demo answers for the widget, and no other', () => {
    expect(SECTIONS.length).toBeGreaterThan(0);
    for (const found of SECTIONS) {
      expect(routeOf(found), `${found.method} ${found.path}`).toHaveLength(1);
    }
    for (const route of API_ROUTES) {
      const documented = SECTIONS.filter((s) => routeOf(s).includes(route));
      expect(documented.length, `the demo's ${route.api} call`).toBeGreaterThan(0);
    }
  });

  it('names every path core/ requests, with its method', () => {
    const named = SECTIONS.map((s) => `${s.method} ${s.path}`);
    expect(named).toEqual(
      expect.arrayContaining([
        `POST ${EXPERIMENT_PATH}`,
        `GET ${FOLDER_TILE_PATH}`,
        `GET ${DASHBOARDS_PATH}`,
        `GET ${DEFAULT_ICONS_URL}`,
        `POST ${ERROR_LOGGER_URL}`,
        `GET ${IGNORE_RULES_URL}`,
      ]),
    );
  });

  it('gives the experiment call a request the demo accepts and a response core/ reads', () => {
    const found = section('POST', EXPERIMENT_PATH);
    const request = example(found, 'request') as { experimentName: string };
    expect(validateExperimentRequest(request)).toEqual([]);
    expect(request.experimentName).toBe(GATE_EXPERIMENT);
    expect(parseExperimentResponse(example(found, 'response', 200), GATE_EXPERIMENT)).toEqual({
      experimentName: GATE_EXPERIMENT,
      variationName: 'N',
    });
  });

  it('gives FolderTile a tree core/ reads, its tiles shaped as the demo fixtures', () => {
    const body = example(section('GET', FOLDER_TILE_PATH), 'response', 200);
    expect(selectRecentDocuments(body, 'US').items.map((item) => item.title)).toEqual([
      'Last Will and Testament',
    ]);
    const [folder] = (body as { Data: Record<string, unknown>[] }).Data;
    const [fixtureFolder] = (fixtures.tiles.A as { Data: Record<string, unknown>[] }).Data;
    expect(keysOf(folder)).toEqual(keysOf(fixtureFolder));
    const documentTile = (folder?.Children as unknown[])[0];
    const fixtureDocument = (
      (fixtureFolder?.Children as Record<string, unknown>[])[0]?.Children as unknown[]
    )[0];
    expect(keysOf(documentTile)).toEqual(keysOf(fixtureDocument));
  });

  it('gives the dashboards a list core/ reads and the demo’s own "no dashboards" 404', async () => {
    const found = section('GET', DASHBOARDS_PATH);
    const listed = parseDashboards(example(found, 'response', 200));
    expect(listed.succeeded).toBe(true);
    expect(listed.result.length).toBeGreaterThan(0);
    for (const item of (example(found, 'response', 200) as { result: unknown[] }).result) {
      expect(fixtures.dashboards['S-1']).toContainEqual(expect.objectContaining(item as object));
    }
    const none = example(found, 'response', 404);
    expect(isNoDashboardsResponse(parseDashboards(none))).toBe(true);
    const route = API_ROUTES.find((r) => r.api === 'dashboards')!;
    const reply = await route.handle({
      req: { headers: { authorization: 'secure_id S-2' } },
      url: new URL(`http://host${DASHBOARDS_PATH}?has_started=true`),
      fixtures,
    } as unknown as Parameters<typeof route.handle>[0]);
    expect(reply.status).toBe(404);
    expect(JSON.parse(String(reply.body))).toEqual(none);
  });

  it('gives icon definitions core/ keeps whole, each icon one the demo serves', () => {
    const body = example(section('GET', DEFAULT_ICONS_URL), 'response', 200);
    const definitions = parseIconDefinitions(body);
    expect(definitions.size).toBe(keysOf(body).length);
    for (const path of definitions.values()) {
      expect(existsSync(`${root}demo/public/images/icons/${path}`), path).toBe(true);
    }
  });

  it('gives ignore rules core/ keeps whole, each one of the demo fixture', () => {
    const body = example(section('GET', IGNORE_RULES_URL), 'response', 200) as unknown[];
    expect(parseIgnoreRules(body)).toEqual(body);
    for (const rule of body) expect(fixtures.ignoredErrorTypes).toContainEqual(rule);
  });

  it('shows the error logger its form fields', () => {
    const found = section('POST', ERROR_LOGGER_URL);
    const form = found.examples.find((e) => e.kind === 'request');
    expect([...new URLSearchParams(form?.text.trim()).keys()]).toEqual([
      'description',
      'url',
      'line',
      'parentUrl',
      'userAgent',
      'stackTrace',
    ]);
  });
});

// `quick-actions/msw` (docs/host-api.md "The package"): msw handlers answering every call of
// docs/endpoints.md with the demo's data (lib/msw-data.js, by tools/build-package.mjs; tests pass
// the demo's files). msw is the host's, an optional peer dependency.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { DEMO_DATA } from './msw-data.js';

/** The demo's people: A has three dashboards, B none (the documented "no dashboards" 404). */
export type DemoPerson = 'A' | 'B';

export interface DemoData {
  readonly users: Readonly<Record<DemoPerson, { readonly secureId: string }>>;
  /** FolderTile answers per person. */
  readonly tiles: Readonly<Record<DemoPerson, unknown>>;
  /** Dashboard items per secure id. */
  readonly dashboards: Readonly<Record<string, readonly unknown[]>>;
  readonly ignoredErrorTypes: unknown;
  /** The icons folder: file name → its text (`definitions.json` and each `.svg`). */
  readonly icons: Readonly<Record<string, string>>;
}

export interface QuickActionsHandlersOptions {
  /** Whose documents and hubs are answered, whatever secure id the page sends; default `'A'`. */
  person?: DemoPerson;
  /** The experiments' variation: `'N'` (on, the default) shows the widget, `'C'` hides it. */
  variation?: 'N' | 'C';
}

/** JSON of any shape (the fixtures are `unknown`: they are passed on, never read here). */
const json = (value: unknown, status = 200) =>
  new HttpResponse(JSON.stringify(value), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/** The foundation and dashboard services' envelope. */
const envelope = (result: unknown, status = 200, errors: string[] = []) =>
  json({ succeeded: status < 400, result, errors }, status);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createQuickActionsHandlers(
  data: DemoData,
  { person = 'A', variation = 'N' }: QuickActionsHandlersOptions = {},
): HttpHandler[] {
  const { secureId } = data.users[person];
  return [
    http.post(
      '*/api/foundation/user-account-management/v1/user-experiment',
      async ({ request }) => {
        const body: unknown = await request.json().catch(() => undefined);
        const name = isRecord(body) ? body.experimentName : undefined;
        const country = isRecord(body) ? body.countryCode : undefined;
        if (
          typeof name !== 'string' ||
          typeof country !== 'string' ||
          !/^[A-Za-z]{2}$/.test(country)
        ) {
          return envelope(null, 400, ['experimentName and a two-letter countryCode are required.']);
        }
        return envelope({ experimentName: name, variationName: variation });
      },
    ),
    http.get('*/ItemTileService/api/FolderTile', () => json(data.tiles[person])),
    http.get('*/api/dashboards/post-purchase/v1/my-projects-dashboard-tiles', ({ request }) => {
      if (!/^secure_id \S+$/.test(request.headers.get('Authorization') ?? '')) {
        return envelope(null, 401, ['A secure_id authorization is required.']);
      }
      const items = data.dashboards[secureId] ?? [];
      if (items.length === 0) {
        return envelope(null, 404, [`No dashboards found for secure id ${secureId}`]);
      }
      return envelope(items);
    }),
    http.get('*/images/icons/:file', ({ params }) => {
      const file = String(params.file);
      const text = Object.prototype.hasOwnProperty.call(data.icons, file)
        ? data.icons[file]
        : undefined;
      if (text === undefined) return new HttpResponse('Not found', { status: 404 });
      const type = file.endsWith('.svg') ? 'image/svg+xml' : 'application/json';
      return new HttpResponse(text, { headers: { 'Content-Type': type } });
    }),
    http.post(
      '*/api/foundation/error-logger/v1/errors/',
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.get('*/common/ignoredErrorTypes.txt', () =>
      HttpResponse.text(JSON.stringify(data.ignoredErrorTypes)),
    ),
  ];
}

/** The handlers for `setupWorker(...)` (a page) or `setupServer(...)` (node tests). */
export function quickActionsHandlers(options?: QuickActionsHandlersOptions): HttpHandler[] {
  return createQuickActionsHandlers(DEMO_DATA, options);
}

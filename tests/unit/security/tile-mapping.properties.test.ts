// Hostile input: the FolderTile body (spec §7) is untrusted JSON. Whatever it
// holds — any JSON, tiles with every field of the wrong type, hostile names and URLs, deep
// folders — the mapping never throws past its one documented error, its output is bounded
// (spec §9: 2 documents; names ≤ 500, URLs ≤ 2,048, ids ≤ 100 characters), what it caches reads
// back the same, and every target it builds is an http(s) link or form action (spec §5).
// The fixed cases live in tests/unit/documents; these are the properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ITEM_TYPES, type RecentDocuments } from '../../../core/documents/document-item';
import { documentTarget } from '../../../core/documents/document-target';
import { parseCachedDocuments } from '../../../core/documents/fetch-recent-documents';
import { selectRecentDocuments } from '../../../core/documents/select-recent-documents';

const ORIGIN = 'https://www.example.com';

// URLs the services must never turn into links, and some they may.
const hostileUrl = fc.constantFrom(
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  '//evil.example/x/post.aspx',
  '\\\\evil.example\\x',
  'https://evil.example/x/post.aspx',
  '/mydocuments/document/1/post.aspx',
  'post.aspx?x=<script>',
  '',
);
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('<script>alert(1)</script>', '  padded  ', '\u202Ertl', '\uD800', ''),
  fc.integer({ min: 490, max: 3000 }).map((length) => 'n'.repeat(length)),
  hostileUrl,
);
const anyField = fc.oneof(
  fc.constantFrom(null, undefined, true, false, 0, -1, Number.MAX_SAFE_INTEGER, 1.5),
  hostileText,
  fc.jsonValue({ maxDepth: 2 }),
);
const idField = fc.oneof(fc.nat(), fc.string({ maxLength: 12 }), anyField);

const { tile } = fc.letrec<{ tile: unknown; folder: unknown; document: unknown }>((tie) => ({
  tile: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('document'),
    tie('folder'),
    anyField,
  ),
  folder: fc.record(
    {
      Children: fc.oneof(fc.array(tie('tile'), { maxLength: 4 }), anyField),
      TileType: fc.constantFrom('Folder', 'folder', 7, undefined),
      CountryCode: fc.constantFrom('', 'US', null),
    },
    { requiredKeys: [] },
  ),
  document: fc.record(
    {
      TileType: fc.oneof(fc.constantFrom('Document', 'Template'), anyField),
      CountryCode: fc.oneof(fc.constantFrom('US', 'us', ' US ', 'CA', ''), anyField),
      LastModified: fc.oneof(
        fc
          .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
          .map((date) => date.toISOString()),
        fc.constantFrom('2025-11-17T20:00:00-08:00', '2025-11-18', 'yesterday', 1763500000000),
        anyField,
      ),
      Blob: fc.oneof(
        fc.constant(null),
        fc.record({ WebuserFileID: fc.oneof(fc.constant(null), fc.nat(), fc.string()) }),
        anyField,
      ),
      DocumentType: fc.oneof(
        fc.constantFrom('Document', 'Editor', 'editor', 'Pdf', 'PDF'),
        anyField,
      ),
      ItemId: idField,
      Name: fc.oneof(hostileText, anyField),
      PostUrl: fc.oneof(hostileUrl, anyField),
      DownloadUrl: fc.oneof(hostileUrl, anyField),
      ContractUrl: fc.oneof(hostileUrl, anyField),
      Template: fc.oneof(fc.constantFrom('WILL', 'RESLSE', 'BOS', ''), anyField),
      NotarySessionId: fc.oneof(fc.constant(null), idField),
      NotaryDocumentId: fc.oneof(fc.constant(null), idField),
    },
    { requiredKeys: [] },
  ),
}));

const tileBody = fc.record({ Data: fc.array(tile, { maxLength: 8 }) });
const country = fc.constantFrom('US', 'CA', 'GB', 'us', '', 'XX');
const NOT_A_TREE = [
  'FolderTile response is not an object',
  'FolderTile response has no "Data" list',
];

function expectBounded(result: RecentDocuments): void {
  expect(result.items.length).toBeLessThanOrEqual(2);
  for (const item of result.items) {
    expect(item.id.length).toBeGreaterThan(0);
    expect(item.id.length).toBeLessThanOrEqual(100);
    expect(item.title.length).toBeGreaterThan(0);
    expect(item.title.length).toBeLessThanOrEqual(500);
    expect(DOCUMENT_ITEM_TYPES).toContain(item.type);
    for (const url of [item.attributes.postUrl, item.attributes.downloadUrl]) {
      expect(url.length).toBeLessThanOrEqual(2048);
    }
    expect(item.attributes.template.length).toBeLessThanOrEqual(100);
    expect(item.lastModified === '' || !Number.isNaN(Date.parse(item.lastModified))).toBe(true);
  }
  if (result.mostRecentProductCode !== undefined) {
    expect(result.mostRecentProductCode.length).toBeGreaterThan(0);
    expect(result.mostRecentProductCode.length).toBeLessThanOrEqual(100);
  }
}

function expectSafeTargets(result: RecentDocuments): void {
  for (const item of result.items) {
    const target = documentTarget(item, ORIGIN);
    if (target.kind === 'none') continue;
    const href = target.kind === 'link' ? target.href : target.url;
    const url = new URL(href, `${ORIGIN}/page`);
    expect(['http:', 'https:']).toContain(url.protocol);
    const external = url.host !== new URL(ORIGIN).host;
    if (target.kind === 'link') expect(target.newTab).toBe(external);
    // A relative href stays relative, so it can only ever mean this origin.
    if (!/^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(href)) expect(url.origin).toBe(ORIGIN);
  }
}

describe('tile mapping on hostile FolderTile bodies', () => {
  it('any JSON: a selection, or the one documented Error — never anything else', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        try {
          expectBounded(selectRecentDocuments(body, 'US'));
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          expect(NOT_A_TREE).toContain((error as Error).message);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('any `{ Data: [...] }` parses; the selection is bounded, cacheable and safe to link', () => {
    fc.assert(
      fc.property(tileBody, country, (body, code) => {
        const result = selectRecentDocuments(body, code);
        expectBounded(result);
        expectSafeTargets(result);
        // What the documents section caches (as JSON) reads back as the same.
        expect(parseCachedDocuments(JSON.parse(JSON.stringify(result)))).toEqual(result);
      }),
      { numRuns: 400 },
    );
  });

  it('arbitrary JSON values in Data are skipped one by one, never the whole tree', () => {
    const good = {
      TileType: 'Document',
      ItemId: 7,
      Name: 'A good one',
      CountryCode: 'US',
      LastModified: '2025-01-01T00:00:00Z',
      Blob: null,
      DocumentType: 'Document',
      PostUrl: '/x/post.aspx',
    };
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 10 }), (noise) => {
        const result = selectRecentDocuments({ Data: [...noise, good] }, 'US');
        expectBounded(result);
        expect(result.items.map((item) => item.id)).toContain('7');
      }),
      { numRuns: 200 },
    );
  });

  it('a cached entry that anyone may have written: parsed, never thrown, still bounded', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ items: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }) }),
        ),
        (data) => {
          const parsed = parseCachedDocuments(data);
          if (parsed) {
            expectBounded(parsed);
            expectSafeTargets(parsed);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a deep chain of folders does not overflow the stack', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 50_000 }), (depth) => {
        let tree: unknown = {
          ItemId: 1,
          Name: 'deep',
          CountryCode: 'US',
          DocumentType: 'Document',
          LastModified: '2025-01-01T00:00:00Z',
        };
        for (let level = 0; level < depth; level++) tree = { Children: [tree] };
        const result = selectRecentDocuments({ Data: [tree] }, 'US');
        expect(result.items.map((item) => item.title)).toEqual(['deep']);
      }),
      { numRuns: 5 },
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  acceptedIconsUrl,
  createIconDefinitionsLoader,
  iconUrl,
  parseIconDefinitions,
} from '../../../core/icons';
import { WRONG_SHAPES } from '../../../demo/lib/wrong-shapes.mjs';
import {
  fakeRequest,
  jsonResponse,
  requestUrl,
  runUnanswered,
  textResponse,
} from '../request/fake-fetch';

const ORIGIN = 'https://www.example.com';

describe('parseIconDefinitions (spec §3 "a map of icon name to a record with a path field")', () => {
  it('keeps { name: { path } } entries', () => {
    expect(
      parseIconDefinitions({ bolt: { path: 'bolt.svg' }, doc: { path: '/images/icons/doc.svg' } }),
    ).toEqual(
      new Map([
        ['bolt', 'bolt.svg'],
        ['doc', '/images/icons/doc.svg'],
      ]),
    );
  });

  it('drops entries that do not fit, including paths to other hosts or schemes', () => {
    const definitions = parseIconDefinitions({
      a: 'a.svg',
      b: { path: 42 },
      c: null,
      d: { href: 'd.svg' },
      e: { path: 'x'.repeat(100_000) },
      f: { path: 'https://evil.example/f.svg' },
      g: { path: '//evil.example/g.svg' },
      h: { path: 'javascript:alert(1)' },
      i: { path: 'data:image/svg+xml,<svg/>' },
      j: { path: '\\\\evil\\j.svg' },
      'bad name': { path: 'k.svg' },
      ok: { path: 'sub/ok.svg' },
    });
    expect([...definitions.keys()]).toEqual(['ok']);
  });

  it('keeps nothing of the demo server\'s "wrong-shape" icons', () => {
    expect(parseIconDefinitions(WRONG_SHAPES.icons?.()).size).toBe(0);
  });

  it('throws for a body that is not an object', () => {
    expect(() => parseIconDefinitions([])).toThrow('Icon definitions are not an object');
    expect(() => parseIconDefinitions(null)).toThrow('Icon definitions are not an object');
  });
});

describe('iconUrl (spec §7 "icons are served from the same path")', () => {
  const definitions = new Map([
    ['bolt', 'bolt.svg'],
    ['doc', '/static/doc.svg'],
    ['up', '../up.svg'],
  ]);
  const base = `${ORIGIN}/images/icons/definitions.json`;

  it('resolves a file name next to definitions.json, and a path against the origin', () => {
    // Marked as the widget's (ADR-0053), so the worker never answers the host's own icons.
    const mark = '?quick-actions-icon=1';
    expect(iconUrl('bolt', definitions, base)).toBe(`${ORIGIN}/images/icons/bolt.svg${mark}`);
    expect(iconUrl('doc', definitions, base)).toBe(`${ORIGIN}/static/doc.svg${mark}`);
    expect(iconUrl('up', definitions, base)).toBe(`${ORIGIN}/images/up.svg${mark}`);
  });

  it('never looks the placeholder up: it is built in (the definitions call may fail)', () => {
    const withPlaceholder = new Map([['placeholder', 'placeholder.svg']]);
    expect(iconUrl('placeholder', withPlaceholder, base)).toBeUndefined();
  });

  it('gives undefined for an unknown name or an unusable base', () => {
    expect(iconUrl('missing', definitions, base)).toBeUndefined();
    expect(iconUrl('bolt', definitions, 'not a url')).toBeUndefined();
  });
});

describe('acceptedIconsUrl (the iconsUrl option, same-origin only)', () => {
  it('accepts same-origin paths and URLs, made absolute', () => {
    expect(acceptedIconsUrl('/cdn/icons.json', ORIGIN)).toBe(`${ORIGIN}/cdn/icons.json`);
    expect(acceptedIconsUrl(`${ORIGIN}/x.json`, ORIGIN)).toBe(`${ORIGIN}/x.json`);
  });

  it('refuses other origins and non-strings', () => {
    expect(acceptedIconsUrl('https://cdn.example.org/icons.json', ORIGIN)).toBeUndefined();
    expect(acceptedIconsUrl('//cdn.example.org/icons.json', ORIGIN)).toBeUndefined();
    expect(acceptedIconsUrl('javascript:alert(1)', ORIGIN)).toBeUndefined();
    expect(acceptedIconsUrl(42, ORIGIN)).toBeUndefined();
  });
});

describe('createIconDefinitionsLoader', () => {
  const setup = (...responses: (() => Response)[]) => {
    const { fetch, request } = fakeRequest(...responses);
    const report = vi.fn();
    return { fetch, request, report };
  };

  it('GETs /images/icons/definitions.json once, however often it is asked', async () => {
    const { fetch, request, report } = setup(() => jsonResponse({ bolt: { path: 'bolt.svg' } }));
    const loader = createIconDefinitionsLoader({ request, currentOrigin: ORIGIN, report });
    expect(loader.definitionsUrl).toBe(`${ORIGIN}/images/icons/definitions.json`);
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect(first).toBe(second);
    expect(first.get('bolt')).toBe('bolt.svg');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requestUrl(fetch)).toBe(`${ORIGIN}/images/icons/definitions.json`);
    expect(report).not.toHaveBeenCalled();
  });

  it("uses the host's same-origin iconsUrl", async () => {
    const { fetch, request, report } = setup(() => jsonResponse({}));
    const loader = createIconDefinitionsLoader({
      request,
      currentOrigin: ORIGIN,
      iconsUrl: '/assets/icons/definitions.json',
      report,
    });
    await loader.load();
    expect(requestUrl(fetch)).toBe(`${ORIGIN}/assets/icons/definitions.json`);
    expect(report).not.toHaveBeenCalled();
  });

  it('falls back to the default for a cross-origin iconsUrl, and says so', () => {
    const { request, report } = setup(() => jsonResponse({}));
    const loader = createIconDefinitionsLoader({
      request,
      currentOrigin: ORIGIN,
      iconsUrl: 'https://cdn.example.org/icons.json',
      report,
    });
    expect(loader.definitionsUrl).toBe(`${ORIGIN}/images/icons/definitions.json`);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 500', () => textResponse('boom', 500)],
    ['malformed JSON', () => textResponse('{nope', 200)],
    ['a list body', () => jsonResponse([])],
  ])(
    "reports 'Unable to retrieve icon definitions' on %s and gives an empty map",
    async (_label, response) => {
      const { fetch, request, report } = setup(response);
      const loader = createIconDefinitionsLoader({ request, currentOrigin: ORIGIN, report });
      const definitions = await loader.load();
      expect(definitions.size).toBe(0);
      const error = report.mock.calls[0]?.[0] as Error;
      expect(error.message).toBe('Unable to retrieve icon definitions');
      expect(error.cause).toBeInstanceOf(Error);
      await loader.load();
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('gives up after 10 s without an answer', async () => {
    const report = vi.fn();
    const { outcome } = await runUnanswered(
      (request) => createIconDefinitionsLoader({ request, currentOrigin: ORIGIN, report }).load(),
      { beforeTimeout: () => expect(report).not.toHaveBeenCalled() },
    );
    expect(outcome).toEqual(new Map());
    expect(report.mock.calls[0]?.[0]).toMatchObject({
      message: 'Unable to retrieve icon definitions',
    });
  });

  it('does not reject when the reporter throws', async () => {
    const { request } = setup(() => textResponse('boom', 500));
    const loader = createIconDefinitionsLoader({
      request,
      currentOrigin: ORIGIN,
      report: () => {
        throw new Error('reporter down');
      },
    });
    await expect(loader.load()).resolves.toEqual(new Map());
  });
});

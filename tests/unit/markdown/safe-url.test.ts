import { describe, expect, it } from 'vitest';
import { decodeEntities, safeHref } from '../../../core/markdown';

const ORIGIN = 'https://www.example.com';

describe('safeHref: what becomes a link', () => {
  it.each([
    ['/contracts/groups/', '/contracts/groups/'],
    ['?q=1', '?q=1'],
    ['#top', '#top'],
    ['relative/page.aspx', 'relative/page.aspx'],
    ['  /padded  ', '/padded'],
  ])('keeps the same-origin relative URL %j as %j, in the same tab', (raw, href) => {
    expect(safeHref(raw, ORIGIN)).toEqual({ href, external: false });
  });

  it('normalises absolute http(s) URLs and marks other hosts as external', () => {
    expect(safeHref('https://other.example.org/x', ORIGIN)).toEqual({
      href: 'https://other.example.org/x',
      external: true,
    });
    expect(safeHref('HTTP://Other.Example.org', ORIGIN)).toEqual({
      href: 'http://other.example.org/',
      external: true,
    });
    expect(safeHref('https://www.example.com/a', ORIGIN)).toEqual({
      href: 'https://www.example.com/a',
      external: false,
    });
  });

  it('counts another port as another host, but not http versus https on the same host', () => {
    expect(safeHref('https://www.example.com:8443/a', ORIGIN)?.external).toBe(true);
    expect(safeHref('http://www.example.com/a', ORIGIN)?.external).toBe(false);
  });

  it.each([
    '//evil.com/x',
    '\\\\evil.com/x',
    '/\\evil.com/x',
    'https://www.example.com@evil.com/',
    '&sol;&sol;evil.com/x',
    '&bsol;&bsol;evil.com/x',
  ])('reads %j as another host', (raw) => {
    const result = safeHref(raw, ORIGIN);
    expect(result?.external).toBe(true);
    expect(new URL(result?.href ?? '').hostname).toBe('evil.com');
  });
});

describe('safeHref: what is rejected (spec §5 javascript, vbscript, file, data)', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    ' \u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/png;base64,AAAA',
  ])('rejects %j', (raw) => {
    expect(safeHref(raw, ORIGIN)).toBeUndefined();
  });

  it.each(['mailto:a@example.com', 'ftp://example.com/', 'blob:https://www.example.com/x'])(
    'allows only http(s): rejects %j',
    (raw) => {
      expect(safeHref(raw, ORIGIN)).toBeUndefined();
    },
  );

  it('rejects empty, non-string, control characters inside and over-long URLs', () => {
    expect(safeHref('', ORIGIN)).toBeUndefined();
    expect(safeHref('   ', ORIGIN)).toBeUndefined();
    expect(safeHref(42, ORIGIN)).toBeUndefined();
    expect(safeHref(null, ORIGIN)).toBeUndefined();
    expect(safeHref('/a\u0000b', ORIGIN)).toBeUndefined();
    expect(safeHref(`/${'a'.repeat(2047)}`, ORIGIN)).toBeDefined();
    expect(safeHref(`/${'a'.repeat(2048)}`, ORIGIN)).toBeUndefined();
  });

  it('treats everything absolute as external when the current origin is unusable', () => {
    expect(safeHref('https://a.example/', 'not a url')?.external).toBe(true);
    expect(safeHref('/local', 'not a url')).toEqual({ href: '/local', external: false });
  });
});

describe('decodeEntities', () => {
  it('decodes numeric and known named references, and leaves others', () => {
    expect(decodeEntities('&#65;&#x42;&amp;&colon;&sol;&bsol;&Tab;&NewLine;')).toBe('AB&:/\\\t\n');
    expect(decodeEntities('&lt;&copy;&bogus;&constructor;&')).toBe(
      '&lt;&copy;&bogus;&constructor;&',
    );
    expect(decodeEntities('&#0;&#xD800;&#1114112;')).toBe('\ufffd\ufffd\ufffd');
  });
});

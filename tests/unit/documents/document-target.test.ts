import { describe, expect, it } from 'vitest';
import { type DocumentItem, mapDocumentItem } from '../../../core/documents/document-item';
import { documentTarget, previewUrl } from '../../../core/documents/document-target';
import { parseDocumentTile, type DocumentTile } from '../../../core/documents/parse-tile-tree';
import { rawDocument, type RawTile } from './raw-tiles';

const ORIGIN = 'https://www.example.com';

function item(overrides: RawTile): DocumentItem {
  return mapDocumentItem(parseDocumentTile(rawDocument(overrides)) as DocumentTile);
}

describe('mapDocumentItem (spec §3)', () => {
  it('maps id, title, attributes and the date', () => {
    expect(
      item({
        ItemId: 48213,
        Name: 'Last Will and Testament',
        LastModified: '2025-11-18T12:20:00-05:00',
        Template: 'WILL',
        PostUrl: '/p',
        DownloadUrl: '/d',
        ContractUrl: '/c',
      }),
    ).toEqual({
      id: '48213',
      title: 'Last Will and Testament',
      type: 'Document',
      attributes: {
        postUrl: '/p',
        downloadUrl: '/d',
        contractUrl: '/c',
        template: 'WILL',
        documentType: 'Document',
      },
      lastModified: '2025-11-18T17:20:00.000Z',
    });
  });

  it('is a NotarySession with a session id and no document id, carrying the session id', () => {
    const session = item({ NotarySessionId: 'NS-7781', NotaryDocumentId: null });
    expect(session.type).toBe('NotarySession');
    expect(session.attributes.notarySessionId).toBe('NS-7781');
  });

  it('is not a NotarySession when it also has a notary document id', () => {
    const document = item({ NotarySessionId: 'NS-7002', NotaryDocumentId: 'ND-551' });
    expect(document.type).toBe('Document');
    expect(document.attributes).not.toHaveProperty('notarySessionId');
  });

  it('is an Editor when DocumentType is Editor (any case), unless it is a notary session', () => {
    expect(item({ DocumentType: 'Editor' }).type).toBe('Editor');
    expect(item({ DocumentType: 'editor' }).type).toBe('Editor');
    expect(item({ DocumentType: 'Editor', NotarySessionId: 'NS-1' }).type).toBe('NotarySession');
  });

  it("gives '' for a tile without a valid date", () => {
    expect(item({ LastModified: 'yesterday' }).lastModified).toBe('');
  });
});

describe('previewUrl (spec §2 "path ending replaced by /preview.aspx")', () => {
  it.each([
    ['/mydocuments/document/123/post.aspx', '/mydocuments/document/123/preview.aspx'],
    ['/mydocuments/document/123/post.aspx?a=1#x', '/mydocuments/document/123/preview.aspx?a=1#x'],
    ['/mydocuments/document/123/', '/mydocuments/document/123/preview.aspx'],
    ['post.aspx', 'preview.aspx'],
    ['https://docs.example.com/a/post.aspx?q', 'https://docs.example.com/a/preview.aspx?q'],
    ['https://docs.example.com', 'https://docs.example.com/preview.aspx'],
    ['//docs.example.com/a/b', '//docs.example.com/a/preview.aspx'],
    ['', ''],
  ])('%j → %j', (postUrl, expected) => {
    expect(previewUrl(postUrl)).toBe(expected);
  });
});

describe('documentTarget (spec §2)', () => {
  it('opens a notary session at /online-notary/DocumentSelection/{session id}', () => {
    expect(documentTarget(item({ NotarySessionId: 'NS-7781' }), ORIGIN)).toEqual({
      kind: 'link',
      href: '/online-notary/DocumentSelection/NS-7781',
      newTab: false,
    });
  });

  it('encodes a session id that is not URL-safe', () => {
    expect(documentTarget(item({ NotarySessionId: '../a b' }), ORIGIN)).toMatchObject({
      href: '/online-notary/DocumentSelection/..%2Fa%20b',
    });
  });

  it('a session id that cannot be encoded (a lone surrogate) is no link, and never throws', () => {
    // Found by tests/unit/security/tile-mapping.properties.test.ts (fast-check seed 18).
    expect(documentTarget(item({ NotarySessionId: '\ud800' }), ORIGIN)).toEqual({ kind: 'none' });
    expect(documentTarget(item({ NotarySessionId: 'a\udfffb' }), ORIGIN)).toEqual({ kind: 'none' });
  });

  it('opens any other document at its preview page, keeping the query', () => {
    expect(
      documentTarget(item({ PostUrl: '/mydocuments/document/123/post.aspx?x=1' }), ORIGIN),
    ).toEqual({ kind: 'link', href: '/mydocuments/document/123/preview.aspx?x=1', newTab: false });
  });

  it('posts an editor document to its download URL with the spec §7 fields', () => {
    const editor = item({
      ItemId: 48388,
      Name: 'Residential Tenancy Agreement – Ontario',
      DocumentType: 'Editor',
      Template: 'RESLSE',
      PostUrl: '/mydocuments/editor/48388/post.aspx',
      DownloadUrl: '/mydocuments/editor/48388/open.aspx',
      ContractUrl: '/contracts/residential-tenancy/',
    });
    expect(documentTarget(editor, ORIGIN)).toEqual({
      kind: 'post',
      url: '/mydocuments/editor/48388/open.aspx',
      fields: {
        wdid: '48388',
        webuser_data_id: '48388',
        filename: 'Residential Tenancy Agreement – Ontario',
        contract: '/contracts/residential-tenancy/',
        format: 'html',
        outputTemplate: 'RESLSE',
        useInline: 'false',
      },
    });
  });

  it('posts an editor document without a download URL to its post URL', () => {
    const editor = item({ DocumentType: 'Editor', DownloadUrl: null, PostUrl: '/e/post.aspx' });
    expect(documentTarget(editor, ORIGIN)).toMatchObject({ kind: 'post', url: '/e/post.aspx' });
  });

  it.each([
    ['a javascript: post URL', { PostUrl: 'javascript:alert(1)' }],
    ['a data: post URL', { PostUrl: 'data:text/html,x' }],
    ['no post URL', { PostUrl: null }],
    ['a javascript: editor URL', { DocumentType: 'Editor', DownloadUrl: 'JAVASCRIPT:alert(1)' }],
    ['an editor with no URL', { DocumentType: 'Editor', DownloadUrl: '', PostUrl: '' }],
    // The form would carry the document's name and ids to another origin.
    [
      'an editor posting to another host',
      { DocumentType: 'Editor', DownloadUrl: 'https://evil.example/collect' },
    ],
    [
      'an editor posting protocol-relative',
      { DocumentType: 'Editor', DownloadUrl: '//evil.example/x' },
    ],
  ])('gives no target for %s', (_label, overrides) => {
    expect(documentTarget(item(overrides), ORIGIN)).toEqual({ kind: 'none' });
  });

  // Origins are compared, not hosts (ADR-0051): an http:// download URL on the page's own host
  // must not get the POST (the document's name and ids, unencrypted).
  it.each([
    [
      'http:// on the same host (a downgrade)',
      'http://www.example.com/mydocuments/editor/1/open.aspx',
    ],
    [
      'another port on the same host',
      'https://www.example.com:8443/mydocuments/editor/1/open.aspx',
    ],
    ['http:// with the https port', 'http://www.example.com:443/e/open.aspx'],
  ])('does not post an editor document to %s', (_label, url) => {
    expect(documentTarget(item({ DocumentType: 'Editor', DownloadUrl: url }), ORIGIN)).toEqual({
      kind: 'none',
    });
    expect(
      documentTarget(item({ DocumentType: 'Editor', DownloadUrl: null, PostUrl: url }), ORIGIN),
    ).toEqual({ kind: 'none' });
  });

  it('posts an editor document to an absolute URL of the page’s own origin', () => {
    const url = 'https://www.example.com/mydocuments/editor/1/open.aspx';
    expect(
      documentTarget(item({ DocumentType: 'Editor', DownloadUrl: url }), ORIGIN),
    ).toMatchObject({ kind: 'post', url });
    // The default port is the same origin.
    expect(
      documentTarget(
        item({ DocumentType: 'Editor', DownloadUrl: 'https://www.example.com:443/e/open.aspx' }),
        ORIGIN,
      ),
    ).toMatchObject({ kind: 'post', url: 'https://www.example.com/e/open.aspx' });
    // An http page posts to its own http origin.
    expect(
      documentTarget(
        item({ DocumentType: 'Editor', DownloadUrl: 'http://localhost:4173/e/open.aspx' }),
        'http://localhost:4173',
      ),
    ).toMatchObject({ kind: 'post', url: 'http://localhost:4173/e/open.aspx' });
  });

  it('opens a document on another host in a new tab', () => {
    expect(
      documentTarget(item({ PostUrl: 'https://docs.example.org/d/1/post.aspx' }), ORIGIN),
    ).toEqual({ kind: 'link', href: 'https://docs.example.org/d/1/preview.aspx', newTab: true });
  });
});

import { describe, expect, it } from 'vitest';
import { buildErrorReportRecord } from '../../../core/errors/error-report';

const context = {
  pageUrl: 'https://www.example.com/mydocuments/?x=1',
  parentUrl: 'https://www.example.com/',
  userAgent: 'Mozilla/5.0 Test',
};

describe('buildErrorReportRecord (spec §3 error report record)', () => {
  it('fills every field from the error and the page', () => {
    const error = new TypeError('boom');
    error.stack = 'TypeError: boom\n    at run (https://cdn.example/qa.js:41:7)';
    expect(buildErrorReportRecord(error, context)).toEqual({
      description: 'TypeError: boom',
      url: 'https://www.example.com/mydocuments/?x=1',
      line: '41',
      parentUrl: 'https://www.example.com/',
      userAgent: 'Mozilla/5.0 Test',
      stackTrace: 'TypeError: boom\n    at run (https://cdn.example/qa.js:41:7)',
    });
  });

  it('prefers the source url and line of an error event', () => {
    const record = buildErrorReportRecord('Script error.', {
      ...context,
      sourceUrl: 'https://cdn.example/qa.js',
      line: 12,
    });
    expect(record.url).toBe('https://cdn.example/qa.js');
    expect(record.line).toBe('12');
    expect(record.description).toBe('Script error.');
  });

  it('includes the cause chain in description and stack trace (spec §8)', () => {
    const root = new Error('socket reset');
    const top = new Error('Failed to retrieve quick actions data', { cause: root });
    const record = buildErrorReportRecord(top, context);
    expect(record.description).toBe(
      'Error: Failed to retrieve quick actions data\nCaused by: Error: socket reset',
    );
    expect(record.stackTrace).toContain(`Caused by: ${root.stack}`);
  });

  it('cuts the stringified error at 2000 characters (spec §9)', () => {
    expect(buildErrorReportRecord('d'.repeat(2000), context).description).toHaveLength(2000);
    const long = buildErrorReportRecord('d'.repeat(2001), context).description;
    expect(long).toBe('d'.repeat(2000));
  });

  it('cuts the stack trace at 8192 characters (spec §9)', () => {
    const exact = new Error('x');
    exact.stack = 's'.repeat(8192);
    expect(buildErrorReportRecord(exact, context).stackTrace).toHaveLength(8192);
    const over = new Error('x');
    over.stack = 's'.repeat(8193);
    expect(buildErrorReportRecord(over, context).stackTrace).toBe('s'.repeat(8192));
  });

  it('scrubs secrets from every field before cutting', () => {
    const error = new Error('Authorization: secure_id S-1 rejected');
    error.stack = `Error at https://h/?id=S-1\n${'s'.repeat(8180)}S-1`;
    const record = buildErrorReportRecord(error, {
      pageUrl: 'https://h/page?user=S-1',
      parentUrl: 'https://h/parent/S-1',
      userAgent: 'UA S-1',
      line: 'S-1',
      secrets: ['S-1'],
    });
    for (const value of Object.values(record)) expect(value).not.toContain('S-1');
    expect(record.description).toBe('Error: Authorization: secure_id [redacted] rejected');
    expect(record.url).toBe('https://h/page?user=[redacted]');
    expect(record.stackTrace).toHaveLength(8192);
  });
});

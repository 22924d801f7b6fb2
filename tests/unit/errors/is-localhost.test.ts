import { describe, expect, it } from 'vitest';
import { isLocalhost, isQueryFlagSet } from '../../../core/errors/dev-hosts';

describe('isLocalhost', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])(
    '%s is local',
    (host) => {
      expect(isLocalhost(host)).toBe(true);
    },
  );

  it.each(['www.example.com', 'localhost.example.com', '192.168.0.1', 'test.example.com'])(
    '%s is not',
    (host) => {
      expect(isLocalhost(host)).toBe(false);
    },
  );
});

describe('isQueryFlagSet', () => {
  it('is true only for the value true', () => {
    expect(isQueryFlagSet('?logDevEnvironmentErrors=true', 'logDevEnvironmentErrors')).toBe(true);
    expect(isQueryFlagSet('?logDevEnvironmentErrors=TRUE', 'logDevEnvironmentErrors')).toBe(true);
    expect(isQueryFlagSet('?logDevEnvironmentErrors=1', 'logDevEnvironmentErrors')).toBe(false);
    expect(isQueryFlagSet('?logDevEnvironmentErrors', 'logDevEnvironmentErrors')).toBe(false);
    expect(isQueryFlagSet('', 'logDevEnvironmentErrors')).toBe(false);
    expect(isQueryFlagSet('?other=true', 'logDevEnvironmentErrors')).toBe(false);
  });
});

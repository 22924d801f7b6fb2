import { describe, expect, it } from 'vitest';
import { translate } from '../../../locales/translate';

const messages = {
  lastModified: 'Edited {date}',
  greeting: '{name} has {count} documents',
  quickActions: 'Quick Actions',
  'region.US.CA': 'California',
  proto: 'Value: {constructor}',
};

describe('translate', () => {
  it('returns the message', () => {
    expect(translate(messages, 'quickActions')).toBe('Quick Actions');
  });

  it('fills {name} placeholders, numbers included', () => {
    expect(translate(messages, 'lastModified', { date: 'Jan 5, 2024' })).toBe('Edited Jan 5, 2024');
    expect(translate(messages, 'greeting', { name: 'Jane', count: 2 })).toBe(
      'Jane has 2 documents',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translate(messages, 'greeting', { name: 'Jane' })).toBe('Jane has {count} documents');
  });

  it('gives a missing key back as the key', () => {
    expect(translate(messages, 'hub.unknown')).toBe('hub.unknown');
  });

  it('gives a missing region its code (spec §8)', () => {
    expect(translate(messages, 'region.US.CA')).toBe('California');
    expect(translate(messages, 'region.US.ZZ')).toBe('ZZ');
    expect(translate(messages, 'region.AT.9')).toBe('9');
  });

  it('does not read inherited properties as messages', () => {
    expect(translate(messages, 'constructor')).toBe('constructor');
    expect(translate(messages, 'proto', {})).toBe('Value: {constructor}');
  });
});

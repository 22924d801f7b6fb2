// core/storage/local-storage.ts removeKeys: every selected key goes, whatever order the engine
// gives the keys after a removal (Chromium's is not kept; removing while enumerating skipped
// keys, and a person's documents stayed after a signed-out page view).
import { describe, expect, it } from 'vitest';
import {
  isPersonalKey,
  removeKeys,
  type EnumerableStorage,
} from '../../../core/storage/local-storage';

/** A storage that reorders its keys after every removal, as a hash map may. */
function reorderingStorage(keys: string[]) {
  let items = [...keys];
  const storage: EnumerableStorage = {
    get length() {
      return items.length;
    },
    key: (index) => items[index] ?? null,
    removeItem(key) {
      items = items.filter((item) => item !== key);
      items = [...items.slice(1), ...items.slice(0, 1)];
    },
  };
  return { storage, items: () => [...items].sort() };
}

describe('removeKeys', () => {
  it('removes every selected key when the order changes after each removal', () => {
    const hash = 'a'.repeat(64);
    const { storage, items } = reorderingStorage([
      'quickactions_user',
      `quickactions_documents_us_${hash}`,
      'host_a',
      `quickactions_hubs_${hash}`,
      'quickactions_experiment_us_quickactionsgate',
      'host_b',
      `quickactions_suggestion_${hash}`,
      'quickactions_seen',
    ]);
    removeKeys(storage, isPersonalKey);
    expect(items()).toEqual(['host_a', 'host_b', 'quickactions_seen']);
  });

  it('never throws: storage that throws on key()', () => {
    const storage: EnumerableStorage = {
      length: 2,
      key: () => {
        throw new DOMException('no', 'SecurityError');
      },
      removeItem: () => {},
    };
    expect(() => removeKeys(storage, () => true)).not.toThrow();
  });
});

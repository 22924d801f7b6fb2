// The facade chunk's exports keep their built names across deploys (ADR-0010, ADR-0103): a
// loader.js cached on a page, or the facade of an earlier deploy, calls a newer facade chunk by
// them. loader/facade/built-names.ts is the one table of them; tests/unit/perf/build-output.test.ts
// checks the built files.
import { describe, expect, it } from 'vitest';
import { BUILT_NAMES } from '../../../loader/facade/built-names';
import * as facade from '../../../loader/facade/index';

describe('the facade chunk’s built names', () => {
  it('the table names every export of the facade’s entry, and nothing else', () => {
    expect(Object.keys(BUILT_NAMES).sort()).toEqual(Object.keys(facade).sort());
    for (const name of Object.keys(facade)) {
      expect(typeof facade[name as keyof typeof facade], name).toBe('function');
    }
  });

  it('each export keeps its letter: c, r, s and w, one name each', () => {
    expect(BUILT_NAMES).toEqual({
      createFacadeController: 'c',
      removeLeftovers: 'r',
      scrubAndSend: 's',
      importWidget: 'w',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { precacheList, resolvePrecacheList } from '../../../sw/precache-list';

const file = (name: string, content = name) => ({
  name,
  content: new TextEncoder().encode(content),
});
const fakeHash = (content: Uint8Array) => `h${content.length}`;

describe('what the worker precaches', () => {
  it('every .js and .css of the build but sw.js; hashed names carry no revision', () => {
    const list = precacheList(
      [
        file('loader.js', 'loader!'),
        file('format.js'),
        file('facade-Bd7-Vd9S.js'),
        file('widget-CVdFD5y6.js'),
        file('load-locale-gUARqMSk.js'),
        file('locale-fr_CA-DMM9_lMG.js'),
        file('slate-v4-DPw2zuXH.css'),
        file('sw.js'),
        file('widget-CVdFD5y6.js.br'),
        file('loader.js.gz'),
        file('chunks-manifest.json'),
      ],
      fakeHash,
    );
    expect(list).toEqual([
      { url: 'facade-Bd7-Vd9S.js', revision: null },
      { url: 'format.js', revision: 'h9' },
      { url: 'load-locale-gUARqMSk.js', revision: null },
      { url: 'loader.js', revision: 'h7' },
      { url: 'locale-fr_CA-DMM9_lMG.js', revision: null },
      { url: 'slate-v4-DPw2zuXH.css', revision: null },
      { url: 'widget-CVdFD5y6.js', revision: null },
    ]);
  });

  it('resolves against the folder sw.js came from', () => {
    expect(
      resolvePrecacheList(
        [{ url: 'loader.js', revision: 'r' }],
        'https://host.example/quick-actions/',
      ),
    ).toEqual([{ url: 'https://host.example/quick-actions/loader.js', revision: 'r' }]);
  });
});

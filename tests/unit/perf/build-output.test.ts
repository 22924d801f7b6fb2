// For host engineers (ADR-0006): in the build (`npm run build`, run before the unit tests in
// `npm test`), every shipped file names its version on its first line, source maps lie beside the
// scripts, and nothing shipped points at them. Skipped when there is no build to look at.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { parse } from 'espree';
import { describe, expect, it } from 'vitest';
import { version } from '../../../package.json';
import { bannerFor } from '../../../types/host-declarations';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe.each(['dist', 'dist-preact'])('%s/', (folder) => {
  const dist = join(root, folder);
  const built = existsSync(join(dist, 'loader.js'));
  const files = built ? readdirSync(dist) : [];
  const shipped = files.filter((name) => /\.(js|css)$/.test(name));

  it.skipIf(!built)('every script and stylesheet starts with the version banner', () => {
    expect(shipped.length).toBeGreaterThan(10);
    for (const name of [...shipped, 'quick-actions.d.ts', 'format.d.ts', 'navigation.d.ts']) {
      const firstLine = readFileSync(join(dist, name), 'utf8').split('\n')[0];
      expect(firstLine, name).toBe(bannerFor(version));
    }
    // The precompressed copies are of the bannered file.
    const loader = brotliDecompressSync(readFileSync(join(dist, 'loader.js.br'))).toString();
    expect(loader).toBe(readFileSync(join(dist, 'loader.js'), 'utf8'));
  });

  // The chunks a first render runs carry V8's compile hint (ADR-0008) on the line after the
  // banner (vite.config.ts COMPILE_HINT), so they are compiled off the main thread; data and
  // the chunks that run little of their code do not.
  it.skipIf(!built)('the widget and framework chunks, and only they, are compiled whole', () => {
    const hinted = shipped.filter(
      (name) =>
        name.endsWith('.js') &&
        readFileSync(join(dist, name), 'utf8').split('\n')[1] === '//# allFunctionsCalledOnLoad',
    );
    expect(hinted.map((name) => name.replace(/-[\w-]{8}\.js$/, ''))).toEqual(
      expect.arrayContaining(['widget', 'widget-runtime']),
    );
    for (const name of hinted) expect(name).toMatch(/^widget(-runtime(-interop)?)?-[\w-]+\.js$/);
  });

  // The scripts a page may load are the ones perf/size-budgets.json and the Lighthouse budgets
  // name: a module two chunks share becomes a chunk of its own, one more request nobody budgeted
  // (a shared stylesheet helper did, and every eligible variant of a Lighthouse gate breached).
  it.skipIf(!built)(
    'ships only the scripts it means to; the widget imports only its framework and its head start',
    () => {
      const expected =
        /^(loader|sw|format|navigation|facade)\.js$|^(facade|widget|widget-runtime|widget-runtime-interop|error-registry-panel|service-logger|early-open|locale-[\w]+)-[\w-]+\.js$/;
      for (const name of shipped.filter((file) => file.endsWith('.js'))) {
        expect(name, name).toMatch(expected);
      }
      const app = shipped.find((name) => /^widget-(?!runtime)[\w-]+\.js$/.test(name));
      expect(app).toBeDefined();
      const source = readFileSync(join(dist, app!), 'utf8');
      const staticImports = [...source.matchAll(/\bfrom\s*["']\.\/([^"']+)["']/g)].map((m) => m[1]);
      expect(staticImports.length).toBeGreaterThan(0);
      for (const file of staticImports)
        expect(file).toMatch(/^(widget-runtime|widget-runtime-interop|early-open)-[\w-]+\.js$/);
      // The head start imports nothing the widget does not (ADR-0105): the facade's import of it
      // at a touch is one of the widget's own files.
      const early = shipped.find((name) => /^early-open-[\w-]+\.js$/.test(name));
      expect(staticImports).toContain(early);
      const earlyImports = readFileSync(join(dist, early!), 'utf8').match(/\bfrom\s*["']/g);
      expect(earlyImports).toBeNull();
      // The facade imports nothing at all: loader.js and the facade draw the button.
      const facade = shipped.find((name) => /^facade-[\w-]+\.js$/.test(name));
      expect(readFileSync(join(dist, facade!), 'utf8')).not.toMatch(/\bfrom\s*["']/);
    },
  );

  // The facade imports the framework's file at once (the largest, compiled as it arrives) and
  // fetches the others ahead of their imports (loader/facade/import-widget-in-steps.ts), the
  // framework's own imports among them: found only once the framework's file is parsed, they
  // would cost a round trip after it.
  it.skipIf(!built)('the facade loads the framework file first, and its imports beside it', () => {
    const text = (name: string) => readFileSync(join(dist, name), 'utf8');
    const facade = shipped.find((name) => /^facade-[\w-]+\.js$/.test(name))!;
    const runtime = shipped.find((name) => /^widget-runtime-(?!interop-)[\w-]+\.js$/.test(name))!;
    const list = new RegExp(`\\[\`(${runtime.replace(/[.-]/g, '\\$&')})\`(,\`[^\`]+\`)*\\]`);
    const listed = list.exec(text(facade))?.[0].slice(1, -1).split(',');
    expect(listed?.[0]).toBe(`\`${runtime}\``);
    for (const [, file] of text(runtime).matchAll(/\bfrom\s*["']\.\/([^"']+)["']/g))
      expect(listed).toContain(`\`${file}\``);
  });

  // The facade chunk's built names are a contract between deploys (ADR-0010, ADR-0103): a loader.js
  // cached on a page, or an earlier deploy's facade, calls a newer chunk by them. The source spells
  // them once (loader/facade/built-names.ts); the built files spell them here.
  it.skipIf(!built)('the facade exports c, r, s and w, and its callers call them so', () => {
    const name = shipped.find((file) => /^facade-[\w-]+\.js$/.test(file))!;
    const facade = readFileSync(join(dist, name), 'utf8');
    const exported = parse(facade, { ecmaVersion: 2020, sourceType: 'module' }).body.flatMap(
      (node) =>
        node.type === 'ExportNamedDeclaration'
          ? node.specifiers.map((specifier) => (specifier.exported as { name: string }).name)
          : [],
    );
    // The rest of its exports are what its lazy chunk (the error-logging client) imports from it.
    expect(exported).toEqual(expect.arrayContaining(['c', 'r', 's', 'w']));
    // The minifier folded the table into plain member calls.
    const loader = readFileSync(join(dist, 'loader.js'), 'utf8');
    for (const call of [/\.c\(\w+,\w+\)/, /\.r\(\w+,\w+,!!\w+,\w+\)/, /\.s\(\w+,\w+\)/]) {
      expect(loader).toMatch(call);
    }
    expect(facade).toMatch(/\.w\(\)/);
    for (const text of [loader, facade]) expect(text).not.toMatch(/createFacadeController/);
  });

  // The error-logging service's client is loaded at a page's first report (ADR-0084): the facade
  // and the widget each import it when needed, and neither carries it.
  it.skipIf(!built)('the error-logging client is a chunk of its own, imported on demand', () => {
    const text = (name: string) => readFileSync(join(dist, name), 'utf8');
    const loggers = shipped.filter((name) => /^service-logger-[\w-]+\.js$/.test(name));
    expect(loggers).toHaveLength(2);
    // The client's ignore rules stay in its chunk; the page chunks keep only the sender used
    // without it (ADR-0103), which shares the service's URL with it.
    for (const name of loggers) expect(text(name)).toContain('/common/ignoredErrorTypes.txt');
    for (const pattern of [/^facade-[\w-]+\.js$/, /^widget-(?!runtime)[\w-]+\.js$/]) {
      const page = text(shipped.find((name) => pattern.test(name))!);
      expect(page).not.toContain('/common/ignoredErrorTypes.txt');
      expect(page).toMatch(/import\(`\.\/service-logger-[\w-]+\.js`\)/);
    }
  });

  // The preact flavour puts widget/framework-preact.ts in the place of widget/framework.ts
  // (vite.config.ts), from whichever folder a module imports it: a '../framework' the alias
  // missed bundled the React build's framework file, and with it all of preact/compat (+2.3 KB)
  // and React's startTransition, which under Preact defers nothing.
  it.skipIf(!built)("bundles its own flavour's framework file and not the other's", () => {
    const sources = shipped
      .filter((name) => /^widget-(?!runtime-interop)[\w-]+\.js$/.test(name))
      .flatMap(
        (name) =>
          (JSON.parse(readFileSync(join(dist, `${name}.map`), 'utf8')) as { sources: string[] })
            .sources,
      );
    const own = folder === 'dist-preact' ? 'framework-preact.ts' : 'framework.ts';
    const other = folder === 'dist-preact' ? 'framework.ts' : 'framework-preact.ts';
    expect(sources.some((source) => source.endsWith(`widget/${own}`))).toBe(true);
    expect(sources.filter((source) => source.endsWith(`widget/${other}`))).toEqual([]);
  });

  // dist/navigation.js (ADR-0042) is built beside the facade, not with the widget, so it shares no
  // chunk with either and a host page that imports it fetches one file.
  it.skipIf(!built)('navigation.js stands alone and exports the three helpers', () => {
    const source = readFileSync(join(dist, 'navigation.js'), 'utf8');
    expect(source).not.toMatch(/\bimport\b/);
    for (const name of ['displayFile', 'download', 'postTo']) expect(source).toContain(name);
  });

  // README "Browser support": every browser that can parse loader.js can parse the facade and
  // the widget, which then decline a browser too old for the widget (core/visibility.ts); one
  // that could parse none of them gets a SyntaxError on every page view of the host.
  it.skipIf(!built)('loader.js and the page chunks parse as ES2020', () => {
    const loader = readFileSync(join(dist, 'loader.js'), 'utf8');
    expect(() => parse(loader, { ecmaVersion: 2020, sourceType: 'script' })).not.toThrow();
    const modules = shipped.filter((name) =>
      /^(facade|widget|early-open|locale)-.*\.js$/.test(name),
    );
    expect(modules.length).toBeGreaterThan(3);
    for (const name of modules) {
      const text = readFileSync(join(dist, name), 'utf8');
      expect(() => parse(text, { ecmaVersion: 2020, sourceType: 'module' }), name).not.toThrow();
    }
  });

  it.skipIf(!built)(
    'source maps lie beside the scripts, and nothing shipped refers to them',
    () => {
      // The bundler's CommonJS interop helpers (vite.config.ts) are its own code, with no
      // source of ours to map back to: it writes no map for them; facade.js is one re-export
      // the build writes (ADR-0103).
      const bundlerOnly = /^widget-runtime-interop-[\w-]+\.js$|^facade\.js$/;
      for (const name of shipped.filter((file) => file.endsWith('.js'))) {
        if (!bundlerOnly.test(name)) expect(files, name).toContain(`${name}.map`);
        const text = readFileSync(join(dist, name), 'utf8');
        expect(text, name).not.toMatch(/sourceMappingURL/);
      }
      const map = JSON.parse(readFileSync(join(dist, 'loader.js.map'), 'utf8')) as {
        sources: string[];
      };
      expect(map.sources.some((source) => source.endsWith('start-loader.ts'))).toBe(true);
    },
  );
});

// @vitest-environment jsdom
// README's code examples run as written: each `tsx` block is type-checked strictly against the
// package's entries (package/index.ts as `quick-actions`, package/react.ts as
// `quick-actions/react`) and rendered, and each `html` block's inline scripts run on a page, so
// an example that omits a provider, names an export that does not exist or throws is caught here.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';

const root = `${join(dirname(fileURLToPath(import.meta.url)), '../../..')}/`;
const README = readFileSync(`${root}README.md`, 'utf8');
const blocks = (language: string): string[] =>
  [...README.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    ([, code]) => code!,
  );
// Inside node_modules, so the examples' own imports (react) resolve as the tests' do.
const OUT = `${root}node_modules/.cache/readme-examples/`;
const ENTRIES = {
  'quick-actions': `${root}package/index.ts`,
  'quick-actions/react': `${root}package/react.ts`,
};

const page = window as unknown as {
  QuickActions?: ((...args: unknown[]) => unknown) & { q?: unknown[][] };
};
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete page.QuickActions;
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

function typeErrors(file: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, [path]])),
  };
  return ts
    .getPreEmitDiagnostics(ts.createProgram([file], options))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('README’s examples', () => {
  const tsx = blocks('tsx');
  const html = blocks('html');

  it('README has the examples this file runs', () => {
    expect(tsx.length).toBeGreaterThan(0);
    expect(html.length).toBeGreaterThan(0);
  });

  it.each(tsx.map((code, index) => [index, code] as const))(
    'tsx example %i type-checks strictly and renders; its controls reach the widget',
    async (index, code) => {
      mkdirSync(OUT, { recursive: true });
      // As written, for tsc (the entries mapped by `paths`); with the entries by path, to run.
      const file = `${OUT}example-${index}.tsx`;
      const runnable = `${OUT}example-${index}.run.tsx`;
      writeFileSync(file, code);
      writeFileSync(
        runnable,
        code.replace(
          /from '(quick-actions(?:\/react)?)'/g,
          (_, name: keyof typeof ENTRIES) => `from '${ENTRIES[name]}'`,
        ),
      );
      expect(typeErrors(file)).toEqual([]);
      const module = (await import(/* @vite-ignore */ runnable)) as { App?: ComponentType };
      expect(module.App).toBeTypeOf('function');
      const host = document.body.appendChild(document.createElement('div'));
      const reactRoot = createRoot(host);
      act(() => reactRoot.render(createElement(module.App!)));
      expect(host.querySelector('#quick-actions')).not.toBeNull();
      const [init] = page.QuickActions?.q ?? [];
      expect(init?.[0]).toBe('init');
      const options = init?.[1] as Record<string, unknown> & { getUser?: () => unknown };
      expect(options.getUser?.()).toMatchObject({ isSignedIn: true });
      // A button of the example's, wired to the hook, sends its command.
      act(() => host.querySelector('button')?.click());
      expect(page.QuickActions?.q?.at(-1)).toEqual(['toggle']);
      act(() => reactRoot.unmount());
      expect(page.QuickActions?.q?.at(-1)).toEqual(['destroy']);
    },
    30_000,
  );

  it.each(html.map((code, index) => [index, code] as const))(
    'html example %i runs: the queue holds init with a signed-in user, the loader is async',
    (_, code) => {
      const parsed = new DOMParser().parseFromString(code, 'text/html');
      expect(parsed.getElementById('quick-actions')).not.toBeNull();
      const scripts = [...parsed.querySelectorAll('script')];
      for (const script of scripts.filter((s) => !s.src)) {
        // The page's own global scope, as an inline script runs in it.
        new Function(script.textContent ?? '')();
      }
      const [init] = page.QuickActions?.q ?? [];
      expect(init?.[0]).toBe('init');
      const options = init?.[1] as { getUser(): unknown; getConfig(): unknown };
      expect(options.getUser()).toMatchObject({ secureId: 'S-1', isSignedIn: true });
      expect(options.getConfig()).toEqual({ unsupportedEsignRegions: 'QC,NU' });
      const loader = scripts.find((s) => s.src);
      expect(loader?.getAttribute('src')).toBe('/quick-actions/loader.js');
      expect(loader?.hasAttribute('async')).toBe(true);
    },
  );
});

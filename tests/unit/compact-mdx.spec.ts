/**
 * The recma plugin that shortens compiled MDX (src/plugins/recma-compact-jsx) must not change
 * what a page renders: every docs, services and blog page is compiled with and without it
 * and rendered to HTML, and the two must be identical, while the compiled code is smaller.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from '@playwright/test';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import recmaCompactJsx from '../../src/plugins/recma-compact-jsx';
import { ROOT } from '../lib/content';

type Mdx = typeof import('@mdx-js/mdx');
type PluggableList = NonNullable<import('@mdx-js/mdx').CompileOptions['remarkPlugins']>;

function contentFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) files.push(file);
    }
  };
  for (const dir of ['docs', 'services', 'blog']) walk(path.join(ROOT, dir));
  return files.sort();
}

/** The page's Markdown without front matter and imports; its components come as stand-ins. */
function source(file: string): { body: string; components: Record<string, ComponentType<object>> } {
  const body = fs
    .readFileSync(file, 'utf8')
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import .*$/gm, '');
  const names = new Set([...body.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1] as string));
  // Each stand-in shows its props, so a prop lost or changed shows in the HTML.
  const components = Object.fromEntries(
    [...names].map((name) => [
      name,
      ({ children, ...props }: { children?: ReactNode }) =>
        createElement(`x-${name.toLowerCase()}`, { 'data-props': JSON.stringify(props) }, children),
    ]),
  );
  return { body, components };
}

async function render(
  mdx: Mdx,
  remarkPlugins: PluggableList,
  file: string,
  compact: boolean,
): Promise<{ code: string; html: string }> {
  const { body, components } = source(file);
  const code = String(
    await mdx.compile(body, {
      format: file.endsWith('.mdx') ? 'mdx' : 'md',
      outputFormat: 'function-body',
      remarkPlugins,
      recmaPlugins: compact ? [recmaCompactJsx] : [],
    }),
  );
  const { default: Content } = await mdx.run(code, { ...runtime, baseUrl: pathToFileURL(`${ROOT}/`).href });
  return { code, html: renderToStaticMarkup(createElement(Content, { components })) };
}

test.describe('compact compiled MDX', () => {
  test('every page renders exactly as before, from less code', async () => {
    const mdx = await import('@mdx-js/mdx');
    // Tables and `:::` admonitions parse as they do in the build (Docusaurus's mdx-loader adds
    // these two; its own plugins render admonitions, here they stay directive nodes).
    const remarkPlugins: PluggableList = [
      (await import('remark-gfm')).default,
      (await import('remark-directive')).default,
    ];
    const files = contentFiles();
    expect(files.length).toBeGreaterThan(50);
    let before = 0;
    let after = 0;
    for (const file of files) {
      const plain = await render(mdx, remarkPlugins, file, false);
      const compact = await render(mdx, remarkPlugins, file, true);
      expect(compact.html, path.relative(ROOT, file)).toBe(plain.html);
      expect(plain.html.length, path.relative(ROOT, file)).toBeGreaterThan(100);
      before += plain.code.length;
      after += compact.code.length;
    }
    // Measured: about 11 % less before minifying, 16–20 % less after (the names it adds minify
    // to one letter).
    expect(after / before).toBeLessThan(0.93);
  });

  test('rewrites children-only calls, aliases the rest, and leaves keyed calls alone', async () => {
    const { compile } = await import('@mdx-js/mdx');
    const code = String(
      await compile('A *b* [c](/d).\n\n<Tabs values={[1]}>x</Tabs>', {
        outputFormat: 'function-body',
        recmaPlugins: [recmaCompactJsx],
      }),
    );
    expect(code).toContain('_compactChildrenS(_component_p, ["A ", _compactChildren(_component_em, "b")');
    expect(code).toMatch(/_compactJsx\(_component_a, \{\s*href: "\/d",\s*children: "c"\s*\}\)/);
    expect(code).toContain('{p: _component_p, em: _component_em, a: _component_a} = _components');
    // The custom component stays as MDX wrote it; only the call is aliased.
    expect(code).toMatch(/_compactJsx\(Tabs, \{\s*values: \[1\],\s*children: "x"\s*\}\)/);

    const program = {
      type: 'Program',
      sourceType: 'module',
      body: [],
    } as unknown as import('estree').Program;
    // No JSX runtime, nothing to do.
    recmaCompactJsx()(program);
    expect(program.body).toHaveLength(0);
  });
});

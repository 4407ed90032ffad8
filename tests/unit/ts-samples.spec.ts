/**
 * Every TypeScript sample in the content type-checks. Each ```ts / ```typescript
 * block is compiled as its own module, strict, with `@sanoria/sdk` resolved to the
 * typed client in `examples/sdk`, the FHIR R4 types and Node's types.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { test, expect } from '@playwright/test';
import { codeBlocks, contentFiles, relative, ROOT, type CodeBlock } from '../lib/content';

const samples = contentFiles().flatMap((file) =>
  codeBlocks(file).filter((block) => ['ts', 'typescript', 'tsx'].includes(block.lang)),
);

/** Compiles samples; returns one list of diagnostics per sample. */
export function compileSamples(blocks: readonly Pick<CodeBlock, 'code' | 'lang'>[]): string[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanoria-samples-'));
  const files = blocks.map((block, index) => {
    const file = path.join(dir, `sample-${index}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`);
    // `export {}` makes every sample a module, so top-level await and local names are allowed.
    fs.writeFileSync(file, `${block.code}\nexport {};\n`);
    return file;
  });
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    types: ['node', 'fhir'],
    typeRoots: [path.join(ROOT, 'node_modules/@types')],
    baseUrl: ROOT,
    paths: { '@sanoria/sdk': ['examples/sdk/index.ts'] },
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  // Errors outside the samples (in the SDK they import, or global ones) would let a sample
  // "pass" against `any` types, so they fail the whole run.
  const elsewhere = diagnostics.filter((d) => !d.file || !files.includes(d.file.fileName));
  if (elsewhere.length > 0) {
    throw new Error(
      elsewhere
        .map(
          (d) => `${d.file?.fileName ?? 'global'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
        )
        .join('\n'),
    );
  }
  return files.map((file) =>
    diagnostics
      .filter((d) => d.file?.fileName === file)
      .map((d) => {
        const line = d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? 0;
        return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      }),
  );
}

let compiled: string[][] | undefined;
/**
 * The samples' diagnostics, compiled once per worker when the first sample's test runs, not at
 * import: Playwright imports every spec file to list the tests before any runs, and the compile
 * (about 3 s) would hold up the start of the whole suite.
 */
const results = (): string[][] => (compiled ??= compileSamples(samples));

test('the sample compiler rejects a broken sample (guards against a test that cannot fail)', () => {
  const [broken = [], good = []] = compileSamples([
    { lang: 'ts', code: "import { SanoriaClient } from '@sanoria/sdk';\nconst c = new SanoriaClient({});" },
    {
      lang: 'ts',
      code: "import { SanoriaClient } from '@sanoria/sdk';\nconst c = new SanoriaClient({ baseUrl: 'https://x' });\nconst p = await c.read('Patient', '1');\nconsole.log(p.birthDate);",
    },
  ]);
  expect(broken.length).toBeGreaterThan(0);
  expect(good).toEqual([]);
});

test(`content has TypeScript samples to compile (${samples.length} found)`, () => {
  expect(samples.length).toBeGreaterThan(0);
});

samples.forEach((sample, index) => {
  test(`TypeScript sample compiles: ${relative(sample.file)}:${sample.line}`, () => {
    expect(results()[index], `${relative(sample.file)}:${sample.line}`).toEqual([]);
  });
});

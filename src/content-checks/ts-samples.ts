/**
 * TypeScript samples in the content compile: each ```ts / ```typescript / ```tsx block as its own
 * module, strict, with `@sanoria/sdk` resolved to the typed client in `examples/sdk`, the FHIR R4
 * types and Node's types.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { codeBlocks, ROOT, type CodeBlock, type Problem } from './files';

export const TS_RULE = 'ts-sample';

/** The TypeScript code blocks of a file. */
export const tsSamples = (file: string): CodeBlock[] =>
  codeBlocks(file).filter((block) => ['ts', 'typescript', 'tsx'].includes(block.lang));

/** One diagnostic: its line within the sample (1-based) and its text. */
export interface SampleDiagnostic {
  line: number;
  message: string;
}

/** Compiles samples; returns one list of diagnostics per sample. */
export function compileSamples(blocks: readonly Pick<CodeBlock, 'code' | 'lang'>[]): SampleDiagnostic[][] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sanoria-samples-'));
  try {
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
        .map((d) => ({
          line: (d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? 0) + 1,
          message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        })),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every compile error in the files' TypeScript samples, at its line in the file. */
export function tsSampleProblems(files: readonly string[]): Problem[] {
  const samples = files.flatMap(tsSamples);
  if (samples.length === 0) return [];
  const results = compileSamples(samples);
  return samples.flatMap((sample, index) =>
    (results[index] ?? []).map((d) => ({
      file: sample.file,
      // The sample's first line is the one after its opening fence.
      line: sample.line + d.line,
      rule: TS_RULE,
      message: d.message,
    })),
  );
}

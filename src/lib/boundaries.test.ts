// The rules of the house (DESIGN §3) that a tool can check, run over the whole of src/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const srcDir = path.join(root, 'src');

function sourceFiles(): string[] {
  return fs
    .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !file.endsWith('.d.ts'));
}

/** Module specifiers a file imports; type-only imports (erased at build) are left out. */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(path.join(root, file), 'utf8').replace(/^import type [^;]+;$/gm, '');
  return [...code.matchAll(/(?:\bfrom|\bimport|\bimport\()\s*['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Code that can end up in the browser: every .ts/.tsx module of features and lib but the server ones. */
const isBrowserSide = (file: string) =>
  /^src\/(features|lib)\//.test(file) && /\.tsx?$/.test(file) && !/\.server\.ts$/.test(file) && !isTest(file);
const isRoute = (file: string) => file.startsWith('src/pages/');

describe('boundaries of the house', () => {
  const files = sourceFiles();

  it('browser-side modules import no *.server.ts file and no node: module', () => {
    const offenders = files.filter(isBrowserSide).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /\.server(\.ts)?$/.test(spec) || spec.startsWith('node:'))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('browser-side modules take zod only through src/lib/zod.ts (zod/mini), never classic zod', () => {
    // Classic zod cannot be tree-shaken (~24 KB gzip): one import in an island's graph breaks the
    // island budget of DESIGN §8.
    const offenders = files.filter(isBrowserSide).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('zod'))
        .filter((spec) => file !== 'src/lib/zod.ts' || (spec !== 'zod/mini' && spec !== 'zod/v4/locales/en.js'))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('pages and endpoints never talk SQL: no Kysely import in src/pages', () => {
    const offenders = files.filter(isRoute).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^kysely(\/|$)/.test(spec))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('modules that use node:, the database driver, Kysely, Stripe or the sanitizer are named *.server.ts', () => {
    const offenders = files
      .filter(
        (file) =>
          /^src\/(features|lib)\//.test(file) && !isTest(file) && file.endsWith('.ts') && !file.endsWith('.server.ts'),
      )
      .filter((file) =>
        importsOf(file).some(
          (spec) => spec.startsWith('node:') || /^(better-sqlite3|kysely|stripe|sanitize-html)$/.test(spec),
        ),
      );
    expect(offenders).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGS } from '~/lib/i18n/langs.ts';
import { tr } from '~/lib/i18n/messages/tr.ts';
import { messagesOf, pickMessages } from '~/lib/i18n/messages.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
const source = (name: string) => fs.readFileSync(path.join(dir, 'messages', name), 'utf8');

/** Type-checks scratch copies of the catalogues (tr.ts as it is, a language changed) with the TypeScript API. */
function typeErrors(language: string, text: string): string[] {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  fs.writeFileSync(path.join(scratch, 'tr.ts'), source('tr.ts'));
  fs.writeFileSync(path.join(scratch, `${language}.ts`), text.replace("'~/lib/i18n/messages/tr.ts'", "'./tr.ts'"));
  const program = ts.createProgram([path.join(scratch, `${language}.ts`)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    // tr.ts reads the house's own modules by their alias, from the real tree.
    paths: { '~/*': [path.join(dir, '..', '..', '*')] },
  });
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  fs.rmSync(scratch, { recursive: true, force: true });
  return errors;
}

describe('message catalogues', () => {
  it.each(['en', 'ku'])('%s type-checks as it is', (language) => {
    expect(typeErrors(language, source(`${language}.ts`))).toEqual([]);
  });

  it.each(['en', 'ku'])('a key missing in %s fails the typecheck', (language) => {
    const text = source(`${language}.ts`);
    const missing = text.replace(/^ {2}backHome: .*\n/m, '');
    expect(missing).not.toBe(text);
    const errors = typeErrors(language, missing);
    expect(errors.join('\n')).toMatch(/backHome/);
  });

  it('a message of the wrong shape fails the typecheck', () => {
    const text = source('en.ts').replace(
      /businessesBadge: \(count: string\) => `\$\{count\} places`/,
      "businessesBadge: 'places'",
    );
    expect(typeErrors('en', text).join('\n')).toMatch(/not assignable to type '\(count: string\) => string'/);
  });

  it('every language has every key, and no language repeats Turkish', () => {
    const keys = Object.keys(tr).sort();
    for (const lang of LANGS) expect(Object.keys(messagesOf(lang)).sort()).toEqual(keys);
    const same = Object.keys(tr).filter(
      (key) =>
        typeof tr[key as keyof typeof tr] === 'string' &&
        messagesOf('en')[key as keyof typeof tr] === tr[key as keyof typeof tr],
    );
    // The spec's own 404 heading is English in Turkish too.
    expect(same).toEqual(['linkBlog', 'pageNotFoundHeading']);
  });

  it('picks only the messages an island shows', () => {
    expect(pickMessages('ku', ['share', 'dismiss'])).toEqual({ share: 'Parve bike', dismiss: 'Bigire' });
  });
});

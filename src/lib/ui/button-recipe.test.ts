// A button's look is written once, in recipes.ts (DESIGN §3): this scan fails on a fixed class string
// anywhere in src/ that spells a button by hand, and a self-test plants one to prove the scan catches it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Files still drawing their buttons by hand while the moderation queue is rewritten; a file leaves the
 * list once it takes buttonClass (the last test says when).
 */
const NOT_YET = new Set(['src/features/admin/ApprovalPanel.island.tsx', 'src/features/admin/RejectionReason.tsx']);

/**
 * A rounded, padded, semibold class with a hover and a button's fill or outline. Strings with an
 * interpolation are left out: they are choice controls (tabs, view toggles, amount chips) whose look
 * follows their state.
 */
function looksLikeButton(classes: string): boolean {
  return (
    /\brounded-(lg|md)\b/.test(classes) &&
    /\bpx-\S/.test(classes) &&
    /\bfont-semibold\b/.test(classes) &&
    /\bhover:\S/.test(classes) &&
    /\b(bg-(brand|night|red|green)-[6-9]00|border-slate-300)\b/.test(classes)
  );
}

/** `file:line: string` for every fixed string literal of `text` that spells a button. */
function handMadeButtons(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/"[^"\n]*"|'[^'\n]*'|`[^`]*`/g)) {
    const literal = match[0];
    if (literal.includes('${') || !looksLikeButton(literal)) continue;
    found.push(`${file}:${text.slice(0, match.index).split('\n').length}: ${literal}`);
  }
  return found;
}

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
    const posix = path.posix.join('src', file.split(path.sep).join('/'));
    if (!/\.(ts|tsx|astro)$/.test(posix) || /\.test\.ts$/.test(posix) || posix === 'src/lib/ui/recipes.ts') continue;
    files.set(posix, fs.readFileSync(path.join(root, posix), 'utf8'));
  }
  return files;
}

describe('one button recipe', () => {
  const files = sourceFiles();

  it('no file outside recipes.ts spells a button’s classes by hand', () => {
    const found = [...files]
      .filter(([file]) => !NOT_YET.has(file))
      .flatMap(([file, text]) => handMadeButtons(file, text));
    expect(found).toEqual([]);
  });

  it.each([
    [
      'a primary <button> in a .tsx',
      '<button className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">',
    ],
    [
      'an outlined <a> in an .astro',
      '<a href="/x" class="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100">',
    ],
    ['a class constant', "const danger = 'rounded-md bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800';"],
  ])('catches %s', (_kind, code) => {
    expect(handMadeButtons('planted', code)).toHaveLength(1);
  });

  it('leaves alone a badge, an input, a state-driven toggle and a call of the recipe', () => {
    const code = [
      '<span class="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-700">',
      '<input class="rounded-lg border border-slate-300 bg-white px-3 py-2" />',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: planted source text of a toggle
      "<a class={`rounded-md px-3 py-1.5 text-sm font-semibold ${on ? 'bg-night-900 text-white' : 'hover:bg-slate-100'}`}>",
      "<a class={buttonClass('secondary', 'sm')}>",
    ].join('\n');
    expect(handMadeButtons('planted', code)).toEqual([]);
  });

  it('the not-yet list keeps no file that has taken the recipe', () => {
    const settled = [...NOT_YET].filter((file) => !handMadeButtons(file, files.get(file) ?? '').length);
    expect(settled).toEqual([]);
  });
});

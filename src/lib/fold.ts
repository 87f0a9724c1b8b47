// Turkish folding, URL slugs and alphabetical order, apart from the formatters of text.ts (which
// re-exports them).

/** Turkish-aware folding for search: lower-case in Turkish, strip diacritics, dotless ı → i. */
export function foldTr(value: string): string {
  return value
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i');
}

/** URL slug: folds Turkish letters, keeps a–z, 0–9, single hyphens (SPEC §5 blog slug rule). */
export function slugify(value: string): string {
  return foldTr(value)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Collator for Turkish alphabetical order (Ç after C, İ after I, Ö after O …). */
export const trCollator = /* @__PURE__ */ new Intl.Collator('tr', { sensitivity: 'base' });

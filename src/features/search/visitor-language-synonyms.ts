// Words English and Kurmanji visitors type for what the directory writes in Turkish (DESIGN §3), kept
// as data beside search-synonyms.ts and merged into its table: a folded word (foldTr: 'otêl' is already
// 'otel', 'nexweşxane' is 'nexwesxane') → the folded Turkish words it stands for, each searched as a
// prefix with the same ranking as if the visitor had typed it. `english` holds the English words
// search-synonyms.ts does not have yet, `kurmanji` the Kurmanji ones (Latin script), folded.
import words from '~/features/search/visitor-language-synonyms.json' with { type: 'json' };

export const VISITOR_LANGUAGE_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ...words.english,
  ...words.kurmanji,
};

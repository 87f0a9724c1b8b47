import words from '~/features/search/search-synonyms.json' with { type: 'json' };
import { VISITOR_LANGUAGE_SYNONYMS } from '~/features/search/visitor-language-synonyms.ts';

// Words visitors type for what the directory writes otherwise: English words of tourists (`english`),
// common alternative spellings and short forms (`spellings`). Kept as data (search-synonyms.json): a
// folded word → the folded words it stands for (each searched as a prefix, as if the visitor had typed it).
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // English and Kurmanji words of visitors (visitor-language-synonyms.ts); the entries below win.
  ...VISITOR_LANGUAGE_SYNONYMS,
  ...words.english,
  ...words.spellings,
};

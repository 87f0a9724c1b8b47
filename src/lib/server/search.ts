import { foldTr } from '../shared/text.ts';

/** At most this many words of a query are used; the rest only cost time. */
const MAX_TOKENS = 8;

/** The folded words of a search text, split the way FTS5's unicode61 tokenizer splits. */
export function searchTokens(text: string): string[] {
  return foldTr(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TOKENS);
}

/**
 * FTS5 MATCH expression for a visitor's text: each folded word quoted (so no FTS syntax gets
 * through) and prefix-matched, all words required, over every column — or over `column` only.
 * Null when the text has no words.
 */
export function ftsMatchQuery(text: string, column?: string): string | null {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const terms = tokens.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' ');
  return column ? `${column} : (${terms})` : terms;
}

import { firstMatchText, vocabularyRows } from '~/features/search/search-index.server.ts';
import { SEARCH_SYNONYMS } from '~/features/search/search-synonyms.ts';
import { queryBase, STEM_PREFIX_MIN, stemWord, turkishWords } from '~/features/search/search-terms.ts';
import { cachedUntilBusinessesChange } from '~/lib/db/change-counter.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { foldTr } from '~/lib/text.ts';

// Query building for the listing index `business_search` (migrations 0005, 0025): text columns
// hold folded business text, the *_terms columns the stems and joined word pairs of
// src/lib/search-terms.ts, `facets` exact filter tokens, and the rowid is a rank key whose low 30
// bits are the business id. All linguistic work happens here, in TypeScript: the engine only
// matches the tokens it is given.

/** At most this many words of a query are used; the rest only cost time. */
const MAX_TOKENS = 8;

/** Typo tolerance: words of this many letters get one edit, from TYPO_TWO_EDITS letters two. */
const TYPO_MIN_LETTERS = 5;
const TYPO_TWO_EDITS = 9;
/** Typo candidates kept per word, closest and most common first. */
const TYPO_CANDIDATES = 4;
/** Suggestions offered when nothing matches. */
const SUGGESTIONS = 3;

const NAME_COLUMNS = ['name', 'name_terms'];
const NAME_CATEGORY_COLUMNS = [...NAME_COLUMNS, 'category', 'subcategory', 'category_terms'];
/** Name or category, with the district: 'breakfast merkez' finds a breakfast place in Merkez first. */
const NAME_CATEGORY_DISTRICT_COLUMNS = [...NAME_CATEGORY_COLUMNS, 'district'];
/** The columns a visitor's words are searched in; never `facets`. */
const TEXT_COLUMNS = [...NAME_CATEGORY_DISTRICT_COLUMNS, 'address', 'description', 'other_terms'];

/** A term to match: exactly, or as the start of longer terms. */
export interface Phrase {
  term: string;
  prefix: boolean;
}

function firstAtLeast(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Typo lookups a vocabulary keeps (the oldest goes first). */
const NEAR_KEPT = 1000;

/** The indexed terms per column, for prefix checks, typo candidates and suggestions. */
export class Vocabulary {
  private readonly columns = new Map<string, string[]>();
  private readonly docs = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private readonly nearKept = new Map<string, string[]>();

  /** Rows of [term, column, documents]. */
  constructor(entries: Iterable<[string, string, number]>) {
    for (const [term, column, doc] of entries) {
      this.docs.set(term, (this.docs.get(term) ?? 0) + doc);
      const list = this.columns.get(column) ?? [];
      list.push(term);
      this.columns.set(column, list);
    }
    for (const list of this.columns.values()) list.sort();
    for (const term of [...this.docs.keys()].sort()) {
      if (!/^[a-z]+$/.test(term)) continue;
      const list = this.byLength.get(term.length) ?? [];
      list.push(term);
      this.byLength.set(term.length, list);
    }
  }

  /** Whether the phrase matches some term of one of `columns` (all columns when not given). */
  holds(phrase: Phrase, columns: readonly string[] = [...this.columns.keys()]): boolean {
    return columns.some((column) => {
      const sorted = this.columns.get(column) ?? [];
      const found = sorted[firstAtLeast(sorted, phrase.term)];
      return found !== undefined && (phrase.prefix ? found.startsWith(phrase.term) : found === phrase.term);
    });
  }

  /**
   * The phrase as `columns` need it: a prefix only where they hold a longer term starting with it; where
   * they hold the term alone ('kahta'* with no 'kahtali'), exactly, which matches the same rows.
   */
  narrowed(phrase: Phrase, columns: readonly string[]): Phrase {
    if (!phrase.prefix) return phrase;
    const longer = columns.some((column) => {
      const sorted = this.columns.get(column) ?? [];
      const at = firstAtLeast(sorted, phrase.term);
      const next = sorted[at] === phrase.term ? sorted[at + 1] : sorted[at];
      return next?.startsWith(phrase.term) ?? false;
    });
    return longer ? phrase : { term: phrase.term, prefix: false };
  }

  /** Indexed words within `maxEdits` edits (insert, delete, substitute, swap) of `word`, closest and most common first. */
  near(word: string, maxEdits: number, limit: number): string[] {
    // Kept per vocabulary (a new one comes with changed listings): a typo is often typed again.
    const key = `${word} ${maxEdits} ${limit}`;
    let hit = this.nearKept.get(key);
    if (!hit) {
      if (this.nearKept.size >= NEAR_KEPT) this.nearKept.delete(this.nearKept.keys().next().value as string);
      hit = this.nearest(word, maxEdits, limit);
      this.nearKept.set(key, hit);
    }
    return [...hit];
  }

  private nearest(word: string, maxEdits: number, limit: number): string[] {
    const found: { term: string; edits: number; docs: number }[] = [];
    for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
      for (const term of this.byLength.get(length) ?? []) {
        const edits = editDistance(word, term, maxEdits);
        if (edits <= maxEdits && term !== word) found.push({ term, edits, docs: this.docs.get(term) ?? 0 });
      }
    }
    found.sort((a, b) => a.edits - b.edits || b.docs - a.docs || a.term.localeCompare(b.term));
    return found.slice(0, limit).map((f) => f.term);
  }
}

/** Rows of the distance table, reused from call to call (grown when a longer word comes). */
let tableRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/** Optimal string alignment distance, or maxEdits + 1 as soon as it must exceed maxEdits. */
export function editDistance(a: string, b: string, maxEdits: number): number {
  if (Math.abs(a.length - b.length) > maxEdits) return maxEdits + 1;
  const width = b.length + 1;
  if (tableRows[0].length < width) tableRows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  let [prevPrev, prev, row] = tableRows;
  for (let j = 0; j < width; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    const aBefore = a.charCodeAt(i - 2);
    row[0] = i;
    let best = i;
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj) {
        value = Math.min(value, (prevPrev[j - 2] as number) + 1);
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > maxEdits) return maxEdits + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[b.length] as number;
}

/** The vocabulary of the listing index, loaded again only after businesses changed. */
export const loadVocabulary = cachedUntilBusinessesChange(
  async (db: Db): Promise<Vocabulary> => new Vocabulary(await vocabularyRows(db)),
);

const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;
const render = (phrase: Phrase) => `${quote(phrase.term)}${phrase.prefix ? '*' : ''}`;
const colspec = (columns: readonly string[]) => (columns.length === 1 ? columns[0] : `{${columns.join(' ')}}`);

/** How one query word can be matched: its phrases, exact and forgiving, and its typo candidates. */
interface WordPlan {
  word: string;
  /** Without typos: the word as a prefix, its stem and base, its synonyms — those the index holds. */
  phrases: Phrase[];
  /** Typo candidates, tried only when the word matches nothing as typed. */
  typos: Phrase[];
}

/** The matching plan of one word (lower-case Turkish) against the vocabulary. */
function planWord(raw: string, vocabulary: Vocabulary): WordPlan {
  const word = foldTr(raw);
  const phrases = new Map<string, Phrase>();
  const add = (phrase: Phrase) => {
    const key = render(phrase);
    if (!phrases.has(key) && vocabulary.holds(phrase)) phrases.set(key, phrase);
  };
  add({ term: word, prefix: true });
  const stem = stemWord(raw);
  if (stem !== word) add({ term: stem, prefix: stem.length >= STEM_PREFIX_MIN });
  // The base only for a word the index does not hold as typed: 'eczaneler' → 'eczane', but 'kahta' stays.
  const base = phrases.has(render({ term: word, prefix: true })) ? null : queryBase(word);
  if (base) add({ term: base, prefix: true });
  for (const synonym of [...(SEARCH_SYNONYMS[word] ?? []), ...(SEARCH_SYNONYMS[stem] ?? [])]) {
    add({ term: synonym, prefix: true });
  }
  const typos =
    phrases.size === 0 && /^[a-z]+$/.test(word) && word.length >= TYPO_MIN_LETTERS
      ? vocabulary
          .near(word, word.length >= TYPO_TWO_EDITS ? 2 : 1, TYPO_CANDIDATES)
          .map((term) => ({ term, prefix: term.length >= STEM_PREFIX_MIN }))
      : [];
  // A prefix another prefix starts with adds nothing: 'eczane'* already holds 'eczanes'*.
  const kept = [...phrases.values()].filter(
    (p) => ![...phrases.values()].some((q) => q !== p && q.prefix && p.term.startsWith(q.term)),
  );
  return { word, phrases: kept, typos };
}

/** A visitor's query planned word by word, with the joined pairs the index knows ('cig kofte' → 'cigkofte'). */
export interface QueryPlan {
  words: WordPlan[];
  /** Words i and i+1 written together, where the index has such a term. */
  joined: (Phrase | null)[];
}

export function planQuery(q: string, vocabulary: Vocabulary): QueryPlan | null {
  const raw = turkishWords(q).slice(0, MAX_TOKENS);
  if (raw.length === 0) return null;
  const words = raw.map((w) => planWord(w, vocabulary));
  const joined = words.slice(1).map((next, i) => {
    const pair = { term: `${words[i]?.word}${next.word}`, prefix: true };
    return vocabulary.holds(pair) ? pair : null;
  });
  return { words, joined };
}

/**
 * Every word matched in `columns` (with typos or not), each by the phrases those columns hold; a
 * joined pair may stand for two words. Null when a word cannot match there.
 */
function clause(plan: QueryPlan, columns: readonly string[], vocabulary: Vocabulary, typos: boolean): string | null {
  const wordPhrases = plan.words.map((w) => (typos ? [...w.phrases, ...w.typos] : w.phrases));
  // Only the columns that hold some phrase of the query, each phrase as those columns need it: a level
  // that adds no column holding anything is then written as the one before it, and left out.
  const every = [...wordPhrases.flat(), ...plan.joined.filter((p): p is Phrase => p !== null)];
  const used = columns.filter((column) => every.some((p) => vocabulary.holds(p, [column])));
  const spec = colspec(used);
  const match = (phrases: Phrase[]) => {
    const held = phrases.filter((p) => vocabulary.holds(p, used)).map((p) => vocabulary.narrowed(p, used));
    return held.length ? `${spec} : (${held.map(render).join(' OR ')})` : null;
  };
  const parts = wordPhrases.map(match);
  const all = (list: (string | null)[]) => (list.every(Boolean) ? list.join(' AND ') : null);
  const options = [all(parts)];
  for (const [i, pair] of plan.joined.entries()) {
    if (pair) options.push(all([...parts.slice(0, i), match([pair]), ...parts.slice(i + 2)]));
  }
  const possible = options.filter((o): o is string => o !== null);
  if (possible.length === 0) return null;
  return possible.length === 1 ? (possible[0] as string) : possible.map((o) => `(${o})`).join(' OR ');
}

/**
 * The nested match expressions of a query, best band first: name words exact, name words as
 * prefixes, name with stems/compounds/synonyms, name or category, these or the district, anywhere,
 * the name with typos, anywhere with typos. Each one holds the one before it, so a band is
 * `next NOT previous`; a level whose words its columns cannot hold is left out, so no query is
 * spent on an empty band.
 */
export function matchLevels(plan: QueryPlan, vocabulary: Vocabulary): string[] {
  const exactly = (prefix: boolean) => {
    const phrases = plan.words.map((w) => vocabulary.narrowed({ term: w.word, prefix }, ['name']));
    return phrases.every((p) => vocabulary.holds(p, ['name'])) ? `name : (${phrases.map(render).join(' ')})` : null;
  };
  const levels = [
    exactly(false),
    exactly(true),
    clause(plan, NAME_COLUMNS, vocabulary, false),
    clause(plan, NAME_CATEGORY_COLUMNS, vocabulary, false),
    clause(plan, NAME_CATEGORY_DISTRICT_COLUMNS, vocabulary, false),
    clause(plan, TEXT_COLUMNS, vocabulary, false),
  ];
  if (plan.words.some((w) => w.typos.length > 0)) {
    // The name with typos is joined to the level before it, so the levels stay nested.
    const nameTypos = clause(plan, NAME_COLUMNS, vocabulary, true);
    const before = levels.findLast(Boolean);
    levels.push(
      before && nameTypos ? `(${before}) OR (${nameTypos})` : nameTypos,
      clause(plan, TEXT_COLUMNS, vocabulary, true),
    );
  }
  const out: string[] = [];
  for (const level of levels) if (level && level !== out.at(-1)) out.push(level);
  return out;
}

/** Closest indexed words for the words that match nothing, as whole corrected queries ('Bunu mu demek istediniz'). */
export function suggestQueries(plan: QueryPlan, vocabulary: Vocabulary): string[] {
  const lost = plan.words.findIndex((w) => w.phrases.length === 0 && /^[a-z]+$/.test(w.word));
  const word = plan.words[lost];
  if (!word || word.word.length < 3) return [];
  const edits = word.word.length >= TYPO_TWO_EDITS ? 3 : word.word.length >= TYPO_MIN_LETTERS ? 2 : 1;
  return vocabulary
    .near(word.word, edits, SUGGESTIONS)
    .map((term) => plan.words.map((w, i) => (i === lost ? term : w.word)).join(' '));
}

/**
 * A suggested query as the directory writes its words ('kirtasiye' → 'kırtasiye'): each folded word
 * looked up in one business that holds it. Only run when a search found nothing.
 */
export async function spelledAsWritten(db: Db, query: string): Promise<string> {
  const words = query.split(' ');
  const spelled = await Promise.all(
    words.map(async (word) => {
      const text = await firstMatchText(db, `${colspec(TEXT_COLUMNS)} : ${quote(word)}`);
      const written = turkishWords(text ?? '').find((w) => foldTr(w) === word);
      return written ?? word;
    }),
  );
  return spelled.join(' ');
}

/** Matches every listed (approved) business. */
export const EVERY_LISTED = 'facets : listed';

/** Exact filters, as tokens of the `facets` column. */
export interface ListingFacets {
  categoryId?: number;
  subcategoryId?: number;
  /** Canonical district slug, e.g. 'kahta'. */
  districtSlug?: string;
  featured?: boolean;
  /** Further filter tokens, all required (price, payments, services, owner: list-options.ts). */
  tokens?: string[];
}

/** MATCH expression of the filters, or null when there are none. */
export function facetMatch(facets: ListingFacets): string | null {
  const tokens = [
    facets.categoryId !== undefined && `k${facets.categoryId}`,
    facets.subcategoryId !== undefined && `s${facets.subcategoryId}`,
    facets.districtSlug && `i${facets.districtSlug.replace(/[^a-z0-9]/g, '')}`,
    facets.featured && 'featured',
    ...(facets.tokens ?? []),
  ].filter(Boolean);
  return tokens.length ? `facets : (${tokens.join(' ')})` : null;
}

/** The cumulative match levels within the filters: without text one level, with text the query's levels. */
export function filteredLevels(levels: string[] | null, facets: ListingFacets): string[] {
  const filter = facetMatch(facets);
  if (levels === null) return [filter ?? EVERY_LISTED];
  return levels.map((level) => (filter ? `(${level}) AND (${filter})` : level));
}

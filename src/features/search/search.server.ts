import { firstMatchText, vocabularyRows } from '~/features/search/search-index.server.ts';
import { SEARCH_SYNONYMS } from '~/features/search/search-synonyms.ts';
import { queryBase, STEM_PREFIX_MIN, stemWord, turkishWords } from '~/features/search/search-terms.ts';
import {
  FILLERS,
  MODIFIER_WORDS,
  MODIFIERS,
  type Modifier,
  type Phrase,
  stemKey,
  TRADE_INDEX,
  TRADE_KEY_WORDS,
  TRADE_SINGLE_WORDS,
} from '~/features/search/trade-index.ts';
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

  /**
   * Whether the phrase matches some term of one of `columns` (all columns when not given); a phrase of
   * several words where one column holds each of them.
   */
  holds(phrase: Phrase, columns: readonly string[] = [...this.columns.keys()]): boolean {
    const words = phrase.term.split(' ');
    const last = words.length - 1;
    return columns.some((column) => {
      const sorted = this.columns.get(column) ?? [];
      return words.every((term, i) => {
        const found = sorted[firstAtLeast(sorted, term)];
        return found !== undefined && (i === last && phrase.prefix ? found.startsWith(term) : found === term);
      });
    });
  }

  /**
   * The phrase as `columns` need it: a prefix only where they hold a longer term starting with it; where
   * they hold the term alone ('kahta'* with no 'kahtali'), exactly, which matches the same rows.
   */
  narrowed(phrase: Phrase, columns: readonly string[]): Phrase {
    if (!phrase.prefix || phrase.term.includes(' ')) return phrase;
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

/** How one query word (or several words of one trade) can be matched: its phrases and its typo candidates. */
interface WordPlan {
  /** The folded word; the words of one trade, space-separated ('dis doktoru'). */
  word: string;
  /** Without typos: the word as a prefix, its stem and base, its synonyms and trade words — those the index holds. */
  phrases: Phrase[];
  /** Typo candidates, tried only when the word matches nothing as typed. */
  typos: Phrase[];
  /** Whether the word names a trade (trade-words.ts): kept longest when a query is relaxed. */
  trade: boolean;
}

/** The trade a word (or words) of a query names: the phrases it stands for, by stem key or as folded. */
const tradeOf = (words: readonly string[]) =>
  TRADE_INDEX.get(stemKey(words)) ?? TRADE_INDEX.get(words.map((w) => foldTr(w)).join(' '));

/** The matching plan of one word or trade (lower-case Turkish words) against the vocabulary. */
function planWord(raws: readonly string[], vocabulary: Vocabulary): WordPlan {
  const raw = raws.join(' ');
  const word = foldTr(raw);
  const phrases = new Map<string, Phrase>();
  const add = (phrase: Phrase) => {
    const key = render(phrase);
    if (!phrases.has(key) && vocabulary.holds(phrase)) phrases.set(key, phrase);
  };
  const trade = tradeOf(raws);
  add({ term: word, prefix: true });
  if (raws.length === 1) {
    const stem = stemWord(raw);
    if (stem !== word) add({ term: stem, prefix: stem.length >= STEM_PREFIX_MIN });
    // The base only for a word the index does not hold as typed: 'eczaneler' → 'eczane', but 'kahta' stays.
    const base = phrases.has(render({ term: word, prefix: true })) ? null : queryBase(word);
    if (base) add({ term: base, prefix: true });
    for (const synonym of [...(SEARCH_SYNONYMS[word] ?? []), ...(SEARCH_SYNONYMS[stem] ?? [])]) {
      add({ term: synonym, prefix: true });
    }
  }
  for (const phrase of trade ?? []) add(phrase);
  let typos: Phrase[] = [];
  if (phrases.size === 0 && /^[a-z]+$/.test(word) && word.length >= TYPO_MIN_LETTERS) {
    const edits = word.length >= TYPO_TWO_EDITS ? 2 : 1;
    typos = vocabulary
      .near(word, edits, TYPO_CANDIDATES)
      .map((term) => ({ term, prefix: term.length >= STEM_PREFIX_MIN }));
    // A mistyped trade word ('avukt', 'eczahne') stands for its trade too.
    const tradeWord = TRADE_SINGLE_WORDS.find((key) => editDistance(word, key, edits) <= edits);
    for (const phrase of tradeWord ? (TRADE_INDEX.get(tradeWord) ?? []) : []) {
      if (vocabulary.holds(phrase) && !typos.some((t) => render(t) === render(phrase))) typos.push(phrase);
    }
  }
  // A prefix another prefix starts with adds nothing: 'eczane'* already holds 'eczanes'*.
  const kept = [...phrases.values()].filter(
    (p) => ![...phrases.values()].some((q) => q !== p && q.prefix && p.term.startsWith(q.term)),
  );
  return { word, phrases: kept, typos, trade: trade !== undefined };
}

/** What the words of a query that are not searched ask for: a sort or a filter (trade-words.ts). */
export type QueryIntent = Partial<Record<Modifier, true>>;

/** A visitor's query planned word by word, with the joined pairs the index knows ('cig kofte' → 'cigkofte'). */
export interface QueryPlan {
  words: WordPlan[];
  /** Words i and i+1 written together, where the index has such a term. */
  joined: (Phrase | null)[];
  /** The sorts and filters the query's words asked for ('en iyi', 'açık', 'ucuz', 'yakın'). */
  intent: QueryIntent;
}

/** The longest run of words from `at` that `known` holds, as [key, length], or null. */
function longestRun<T>(words: readonly string[], at: number, most: number, known: (run: string[]) => T | undefined) {
  for (let n = Math.min(most, words.length - at); n >= 1; n--) {
    const found = known(words.slice(at, at + n));
    if (found !== undefined) return { found, n };
  }
  return null;
}

export function planQuery(q: string, vocabulary: Vocabulary): QueryPlan | null {
  const all = turkishWords(q);
  if (all.length === 0) return null;
  // Sorting and filtering words first ('en iyi', 'açık'), then words that mean nothing alone: neither is required.
  const intent: QueryIntent = {};
  const rest: string[] = [];
  for (let at = 0; at < all.length; ) {
    const run = longestRun(all, at, MODIFIER_WORDS, (run) => MODIFIERS.get(run.map((w) => foldTr(w)).join(' ')));
    if (run) intent[run.found] = true;
    else rest.push(all[at] as string);
    at += run?.n ?? 1;
  }
  const meaningful = rest.filter((w) => !FILLERS.has(foldTr(w)));
  const raw = meaningful.length > 0 ? meaningful : rest;
  // The words of one trade planned as one ('diş doktoru', 'rent a car').
  const groups: string[][] = [];
  for (let at = 0; at < raw.length && groups.length < MAX_TOKENS; ) {
    const run = longestRun(raw, at, TRADE_KEY_WORDS, (run) => (run.length > 1 ? tradeOf(run) : undefined));
    const n = run?.n ?? 1;
    groups.push(raw.slice(at, at + n));
    at += n;
  }
  const words = groups.map((g) => planWord(g, vocabulary));
  return { words, joined: joinedPairs(words, vocabulary), intent };
}

function joinedPairs(words: readonly WordPlan[], vocabulary: Vocabulary): (Phrase | null)[] {
  return words.slice(1).map((next, i) => {
    const word = words[i] as WordPlan;
    if (word.word.includes(' ') || next.word.includes(' ')) return null;
    const pair = { term: `${word.word}${next.word}`, prefix: true };
    return vocabulary.holds(pair) ? pair : null;
  });
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
  if (plan.words.length === 0) return [];
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

/** Words of a query a relaxed search considers (the first ones); word sets it tries at most. */
const RELAX_WORDS = 6;
const RELAX_SETS = 8;
const CATEGORY_COLUMNS = ['category', 'subcategory', 'category_terms'];

/**
 * The levels of a query whose words together match nothing: what matches the most of its words first,
 * words that match nothing anywhere left out. Among as many words, the sets that keep the trade (a
 * word of trade-words.ts or of a category's name) and then the district come first; a set is never
 * the district alone, nor without the trade when the query names one. The first set is ranked as a
 * whole query (name first), the next ones each add their matches after it. Empty when no set is left.
 */
function relaxedLevels(plan: QueryPlan, vocabulary: Vocabulary): string[] {
  const known = plan.words.filter((w) => w.phrases.length > 0 || w.typos.length > 0).slice(0, RELAX_WORDS);
  const holdsIn = (w: WordPlan, columns: readonly string[]) =>
    [...w.phrases, ...w.typos].some((p) => vocabulary.holds(p, columns));
  const trade = known.map((w) => w.trade || holdsIn(w, CATEGORY_COLUMNS));
  const district = known.map((w, i) => !trade[i] && holdsIn(w, ['district']));
  const anyTrade = trade.some(Boolean);
  const sets: number[][] = [];
  for (let mask = 1; mask < 1 << known.length; mask++) {
    const set = known.flatMap((_, i) => ((mask >> i) & 1 ? [i] : []));
    if (set.length === plan.words.length) continue; // every word: the query itself, which matched nothing
    if (set.every((i) => district[i])) continue;
    if (anyTrade && !set.some((i) => trade[i])) continue;
    sets.push(set);
  }
  const score = (set: number[]) => [
    set.length,
    set.filter((i) => trade[i]).length,
    set.some((i) => district[i]) ? 1 : 0,
    -set.reduce((sum, i) => sum + i, 0),
  ];
  sets.sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    const at = sa.findIndex((v, k) => v !== sb[k]);
    return at < 0 ? 0 : (sb[at] as number) - (sa[at] as number);
  });
  const levels: string[] = [];
  for (const set of sets.slice(0, RELAX_SETS)) {
    const words = set.map((i) => known[i] as WordPlan);
    const own = matchLevels({ words, joined: joinedPairs(words, vocabulary), intent: plan.intent }, vocabulary);
    const widest = own.at(-1);
    if (!widest) continue;
    const before = levels.at(-1);
    if (before === undefined) levels.push(...own);
    else levels.push(`(${before}) OR (${widest})`);
  }
  return levels;
}

/** A query planned against one vocabulary: its plan, its levels, and its relaxed levels when asked. */
export interface PlannedQuery {
  plan: QueryPlan;
  /** matchLevels of the plan; null when no word is left to search (only sorting or filler words). */
  strict: string[] | null;
  /** relaxedLevels of the plan (computed on first use): empty for a query of one word. */
  relaxed: () => string[];
}

/** Queries whose plans a vocabulary keeps (the oldest goes first). */
const PLANS_KEPT = 2000;
const plansKept = new WeakMap<Vocabulary, Map<string, PlannedQuery | null>>();

/**
 * planQuery with its levels, kept per vocabulary: a new vocabulary comes only when businesses change,
 * and the plan depends on nothing else, so a query asked again (a next page, a filter, a popular word)
 * is not planned again. The result is shared: callers must not change it.
 */
export function plannedQuery(q: string, vocabulary: Vocabulary): PlannedQuery | null {
  let kept = plansKept.get(vocabulary);
  if (!kept) {
    kept = new Map();
    plansKept.set(vocabulary, kept);
  }
  const hit = kept.get(q);
  if (hit !== undefined) return hit;
  const plan = planQuery(q, vocabulary);
  let relaxed: string[] | undefined;
  const planned = plan && {
    plan,
    strict: plan.words.length > 0 ? matchLevels(plan, vocabulary) : null,
    relaxed: () => {
      relaxed ??= plan.words.length > 1 ? relaxedLevels(plan, vocabulary) : [];
      return relaxed;
    },
  };
  if (kept.size >= PLANS_KEPT) kept.delete(kept.keys().next().value as string);
  kept.set(q, planned);
  return planned;
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

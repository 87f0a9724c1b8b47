// The words people use for a trade, beside the names the directory gives it (listings/categories.ts):
// the everyday name of the trade and of the person who practises it, their spoken spellings, and a
// tourist's English. A visitor typing one of them searches as if they had typed the subcategory's name
// (or the `written` forms, how listings write the trade in their own names), so 'avukat' finds a law
// office whose name says 'Hukuk Bürosu'. Words of several words are matched as a whole ('diş
// doktoru', 'rent a car'); each word of the query may carry its suffixes ('diş doktorları').
// Kept as data (trade-words.json, in the order of listings/categories.ts), reviewed by a person: add a
// word to the entry of its trade; other languages add their own key (`ku` for Kurmanji) and are searched
// the same way.
import words from '~/features/search/trade-words.json' with { type: 'json' };

export interface TradeWords {
  /** The subcategory, or the category, exactly as listings/categories.ts names it. */
  of: string;
  /** How listings write the trade in their own names, besides the subcategory's name. */
  written?: readonly string[];
  /** Everyday Turkish names of the trade and of who practises it, and their spoken spellings. */
  tr: readonly string[];
  /** A tourist's English. */
  en: readonly string[];
  /** Kurmanji. */
  ku?: readonly string[];
}

export const TRADE_WORDS: readonly TradeWords[] = words.trades;

/**
 * Words understood as a sort or a filter of the list, never as words a listing must hold: 'en iyi'
 * sorts by rating, 'yakın' by distance (when the visitor gave a location), 'açık' keeps the places
 * open now, 'ucuz' the cheapest price range (each only when it leaves something to show).
 */
export const QUERY_MODIFIERS: Readonly<Record<'best' | 'near' | 'open' | 'cheap', readonly string[]>> = words.modifiers;

/** Words that carry no meaning of their own in a query ('dentist in kahta', 'kahta da otel'). */
export const QUERY_FILLERS: readonly string[] = words.fillers;

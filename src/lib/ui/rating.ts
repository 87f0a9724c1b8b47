import { SCRIPT_LOCALE } from '~/lib/i18n/intl-locale.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

// One star rating for every drawing of it (the fragment, the Astro components, the React islands):
// the same phrase for screen readers, the same figure, the same five stars.

interface RatingModel {
  /** What a screen reader says: '5 üzerinden 4,6 yıldız'. */
  phrase: string;
  /** The figure shown beside the stars: '4,6'. */
  figure: string;
  /** Five stars: filled up to the rating rounded to whole stars, with their colour. */
  stars: { filled: boolean; colour: string }[];
}

const STARS = [1, 2, 3, 4, 5];

/** The screen reader's phrase of a rating in each language, its figure written the language's way. */
const PHRASES: Record<Lang, (figure: string) => string> = {
  tr: (figure) => `5 üzerinden ${figure} yıldız`,
  en: (figure) => `${figure} out of 5 stars`,
  ku: (figure) => `${figure} stêrk ji 5an`,
};

/** The figure beside the stars: one decimal and a Turkish decimal comma, e.g. 4.5 → '4,5', 4 → '4,0'. */
const oneDecimal = /* @__PURE__ */ new Intl.NumberFormat('tr-TR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** The phrase's figure of each language (made once: a list page draws many ratings). */
const figures = new Map<Lang, Intl.NumberFormat>();

/** A 0–5 rating as a star display draws it (the phrase in the page's language). */
export function ratingModel(rating: number, lang: Lang = 'tr'): RatingModel {
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  let format = figures.get(lang);
  if (!format) {
    // The islands and the map draw it in the browser too: the locale that writes the same there.
    format = new Intl.NumberFormat(SCRIPT_LOCALE[lang], { maximumFractionDigits: 1 });
    figures.set(lang, format);
  }
  const figure = format.format(rating);
  return {
    phrase: PHRASES[lang](figure),
    figure: oneDecimal.format(rating),
    stars: STARS.map((n) => ({ filled: n <= full, colour: n <= full ? 'text-amber-500' : 'text-slate-300' })),
  };
}

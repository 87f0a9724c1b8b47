import { formatDecimal, formatRating } from '~/lib/text.ts';

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

/** A 0–5 rating as a star display draws it. */
export function ratingModel(rating: number): RatingModel {
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return {
    phrase: `5 üzerinden ${formatDecimal(rating)} yıldız`,
    figure: formatRating(rating),
    stars: STARS.map((n) => ({ filled: n <= full, colour: n <= full ? 'text-amber-500' : 'text-slate-300' })),
  };
}

import { REVIEW_TEXT } from '~/features/reviews/reviews-i18n.ts';
import { formatNumberIn } from '~/lib/i18n/format.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { starsHtml } from '~/lib/ui/fragments.ts';
import { type Html, html } from '~/lib/ui/html.ts';
import { ratingModel } from '~/lib/ui/rating.ts';

/** A listing's rating: stars and the figure, said in words to screen readers; a note when nobody has rated it. */
export function ratingStarsHtml(
  rating: number,
  reviewCount?: number,
  size: 'sm' | 'lg' = 'sm',
  lang: Lang = 'tr',
): Html {
  const t = REVIEW_TEXT[lang];
  if (reviewCount === 0)
    return html`<span class="text-slate-500 ${size === 'lg' ? 'text-base' : 'text-sm'}">${t.noRatings}</span>`;
  const { phrase, figure } = ratingModel(rating, lang);
  return html`<span class="inline-flex items-center gap-1 ${size === 'lg' ? 'text-lg' : 'text-sm'}"><span class="sr-only">${phrase}</span>${starsHtml(rating, size === 'lg' ? 'h-5 w-5' : 'h-4 w-4')}<span aria-hidden="true" class="font-semibold text-slate-800">${figure}</span>${
    reviewCount !== undefined &&
    html`<span class="text-slate-500">(${lang === 'tr' ? reviewCount : formatNumberIn(lang, reviewCount)} ${reviewCount === 1 ? t.ratingOne : t.ratingOther})</span>`
  }</span>`;
}

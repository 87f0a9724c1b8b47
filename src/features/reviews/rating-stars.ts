import { starsHtml } from '~/lib/ui/fragments.ts';
import { type Html, html } from '~/lib/ui/html.ts';
import { ratingModel } from '~/lib/ui/rating.ts';

/** A listing's rating: stars and the figure, said in words to screen readers; a note when nobody has rated it. */
export function ratingStarsHtml(rating: number, reviewCount?: number, size: 'sm' | 'lg' = 'sm'): Html {
  if (reviewCount === 0)
    return html`<span class="text-slate-500 ${size === 'lg' ? 'text-base' : 'text-sm'}">Henüz değerlendirme yok</span>`;
  const { phrase, figure } = ratingModel(rating);
  return html`<span class="inline-flex items-center gap-1 ${size === 'lg' ? 'text-lg' : 'text-sm'}"><span class="sr-only">${phrase}</span>${starsHtml(rating, size === 'lg' ? 'h-5 w-5' : 'h-4 w-4')}<span aria-hidden="true" class="font-semibold text-slate-800">${figure}</span>${
    reviewCount !== undefined && html`<span class="text-slate-500">(${reviewCount} değerlendirme)</span>`
  }</span>`;
}

import type { BusinessSummary } from '~/features/directory/business.ts';
import { asClosure, CLOSURE_LABELS } from '~/features/directory/closure.ts';
import { telHref, tierLabel } from '~/features/directory/display.ts';
import type { OpeningStatus } from '~/features/directory/opening-hours.ts';
import { favoriteButtonHtml } from '~/features/favorites/favorite-button.ts';
import { ownerBadgeHtml } from '~/features/owners/owner-badge.ts';
import type { PhotoDto } from '~/features/photos/messages.ts';
import { cardThumbHtml } from '~/features/photos/picture.ts';
import { ratingStarsHtml } from '~/features/reviews/rating-stars.ts';
import { badgeHtml, spriteIconHtml } from '~/lib/ui/fragments.ts';
import { type Html, html } from '~/lib/ui/html.ts';

// A business's card in a list (lists, home, landing pages), as a fragment (lib/ui/html.ts): a list
// page shows 24 of them, and as Astro components each card cost about as much as the rest of the page.

/** The tier's badge (premium or standard); nothing for the free tier. */
export function tierBadgeHtml(tier: string): Html {
  const label = tierLabel(tier);
  if (!label) return html``;
  const premium = tier === 'premium';
  return badgeHtml(premium ? 'bg-amber-100 text-amber-900' : 'bg-sky-100 text-sky-900', [
    spriteIconHtml(premium ? 'star' : 'diamond', 'h-3 w-3', true),
    label,
  ]);
}

/** A card's line of state: moved or closed (prominent), open now or closed, a holiday note, the distance. */
function cardStateHtml(closure: string | null, status?: OpeningStatus | null, distance?: string): Html {
  const state = asClosure(closure);
  if (!state && !status && !distance) return html``;
  const shutAway = state === 'closed_temporarily' || state === 'closed_permanently';
  return html`<p class="mt-2 flex flex-wrap items-center gap-2 text-sm">${[
    state &&
      html`<span data-testid="closure-badge" class="rounded-full px-2.5 py-0.5 font-semibold ${shutAway ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}">${CLOSURE_LABELS[state]}</span>`,
    status &&
      !shutAway &&
      html`<span data-testid="open-badge" class="rounded-full px-2.5 py-0.5 font-semibold ${status.open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}">${status.label}</span>`,
    status?.notice && !shutAway && html`<span class="text-amber-800">${status.notice}</span>`,
    distance && html`<span data-testid="distance" class="text-slate-600">${distance}</span>`,
  ]}</p>`;
}

export interface BusinessCardProps {
  business: BusinessSummary;
  view?: 'grid' | 'list' | undefined;
  /** Heading level of the name, so each page keeps a correct outline. */
  headingLevel?: 2 | 3 | undefined;
  /** Open or closed now, and the distance from the visitor, when the list knows them. */
  status?: OpeningStatus | null | undefined;
  distance?: string | undefined;
  /** The business's cover photo, from the list's listingCovers. */
  cover?: PhotoDto | undefined;
}

/** One business's card: name, tier and verified marks, category and district, rating, address, state, actions. */
export function businessCardHtml({
  business: b,
  view = 'grid',
  headingLevel = 3,
  status,
  distance,
  cover,
}: BusinessCardProps): Html {
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/business/${b.id}`;
  return html`<article class="flex rounded-xl border bg-white p-4 shadow-sm ${b.subscriptionTier === 'premium' ? 'border-amber-300' : 'border-slate-200'} ${view === 'list' ? 'flex-col gap-2 sm:flex-row sm:items-center sm:justify-between' : 'flex-col gap-2'}"><div class="min-w-0 flex-1">${cardThumbHtml(cover)}<div class="flex flex-wrap items-center gap-2"><${heading} class="text-lg font-semibold leading-snug"><a href="${href}" class="hover:text-brand-700">${b.name}</a></${heading}>${tierBadgeHtml(b.subscriptionTier)}${ownerBadgeHtml(b.ownerVerified)}</div><p class="mt-1 text-sm text-slate-600">${b.category}${b.district && ` · ${b.district}`}</p><div class="mt-1">${ratingStarsHtml(b.rating, b.reviewCount)}</div><p class="mt-1 text-sm text-slate-700">${b.address}</p>${cardStateHtml(b.closure, status, distance)}</div><div class="flex gap-2 ${view === 'list' ? 'sm:shrink-0' : 'mt-auto pt-2'}"><a href="${href}" class="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700" aria-label="${`Detaylar: ${b.name}`}">Detaylar</a>${
    b.phone &&
    html`<a href="${telHref(b.phone)}" class="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-100" aria-label="${`${b.name} ara`}">Ara</a>`
  }${favoriteButtonHtml(b)}</div></article>`;
}

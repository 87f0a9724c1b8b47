import type { BusinessSummary } from '~/features/directory/business.ts';
import { businessCardModel, type TierBadge, tierBadge } from '~/features/directory/card-model.ts';
import { favoriteButtonHtml } from '~/features/favorites/favorite-button.ts';
import { asClosure, CLOSURE_LABELS } from '~/features/listings/closure.ts';
import type { OpeningStatus } from '~/features/listings/opening-hours.ts';
import { ownerBadgeHtml } from '~/features/owners/owner-badge.ts';
import type { PhotoDto } from '~/features/photos/messages.ts';
import { cardThumbHtml } from '~/features/photos/picture.ts';
import { ratingStarsHtml } from '~/features/reviews/rating-stars.ts';
import { spriteIconHtml } from '~/lib/ui/fragments.ts';
import { type Html, html } from '~/lib/ui/html.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

// A business's card in a list (lists, home, landing pages), as a fragment (lib/ui/html.ts): a list
// page shows 24 of them, and as Astro components each card cost about as much as the rest of the page.

/** A tier's badge (card-model.ts) as markup; nothing for the free tier. */
function badgeOfTierHtml(badge: TierBadge | null): Html {
  return badge
    ? html`<span class="${badge.className}">${spriteIconHtml(badge.icon, 'h-3 w-3', true)}${badge.label}</span>`
    : html``;
}

/** The tier's badge (premium or standard); nothing for the free tier. */
export const tierBadgeHtml = (tier: string): Html => badgeOfTierHtml(tierBadge(tier));

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
  const card = businessCardModel(b);
  const href = card.href;
  return html`<article class="flex rounded-xl border bg-white p-4 shadow-sm ${b.subscriptionTier === 'premium' ? 'border-amber-300' : 'border-slate-200'} ${view === 'list' ? 'flex-col gap-2 sm:flex-row sm:items-center sm:justify-between' : 'flex-col gap-2'}"><div class="min-w-0 flex-1">${cardThumbHtml(cover)}<div class="flex flex-wrap items-center gap-2"><${heading} class="text-lg font-semibold leading-snug"><a href="${href}" class="hover:text-brand-700">${b.name}</a></${heading}>${badgeOfTierHtml(card.tier)}${ownerBadgeHtml(b.ownerVerified)}</div><p class="mt-1 text-sm text-slate-600">${card.meta}</p><div class="mt-1">${ratingStarsHtml(b.rating, b.reviewCount)}</div><p class="mt-1 text-sm text-slate-700">${b.address}</p>${cardStateHtml(b.closure, status, distance)}</div><div class="flex gap-2 ${view === 'list' ? 'sm:shrink-0' : 'mt-auto pt-2'}"><a href="${href}" class="${buttonClass('primary', 'sm')}" aria-label="${`Detaylar: ${b.name}`}">Detaylar</a>${
    card.callHref &&
    html`<a href="${card.callHref}" class="${buttonClass('secondary', 'sm')}" aria-label="${`${b.name} ara`}">Ara</a>`
  }${favoriteButtonHtml(b)}</div></article>`;
}

import type { BusinessSummary } from '~/features/directory/business.ts';
import { businessCardModel, type TierBadge, tierBadge } from '~/features/directory/card-model.ts';
import { CARD_TEXT } from '~/features/directory/lists-i18n.ts';
import { ownerBadgeHtml } from '~/features/directory/owner-badge.ts';
import { type FavoriteWords, favoriteButtonHtml } from '~/features/favorites/favorite-button.ts';
import { FAVORITES_PAGE } from '~/features/favorites/messages.ts';
import { categoryNameIn } from '~/features/listings/category-names.ts';
import { asClosure, type Closure } from '~/features/listings/closure.ts';
import type { OpeningStatus } from '~/features/listings/opening-hours.ts';
import type { PhotoDto } from '~/features/photos/messages.ts';
import { cardThumbHtml } from '~/features/photos/picture.ts';
import { ratingStarsHtml } from '~/features/reviews/rating-stars.ts';
import { formatDateIn } from '~/lib/i18n/format.ts';
import { type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { formatDateTr } from '~/lib/text.ts';
import { badgeHtml, spriteIconHtml } from '~/lib/ui/fragments.ts';
import { attrs, type Html, html } from '~/lib/ui/html.ts';
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
/** A paid tier's badge in the page's language (the business page's header). */
export const tierBadgeHtml = (tier: string, lang: Lang = 'tr'): Html =>
  badgeOfTierHtml(tierBadge(tier, CARD_TEXT[lang]));

type CardText = (typeof CARD_TEXT)[Lang];

const CLOSURE_KEYS = {
  moved: 'moved',
  closed_temporarily: 'closedTemporarily',
  closed_permanently: 'closedPermanently',
} as const satisfies Record<Closure, keyof CardText>;

/**
 * A card's line of state: moved or closed (prominent) with the day a closed one reopens when known, open
 * now or closed, a holiday note, the distance. The reopening day is said without 'today' or 'tomorrow':
 * landing pages keep a card until the listing changes, however many days pass.
 */
function cardStateHtml(
  lang: Lang,
  b: Pick<BusinessSummary, 'closure' | 'reopensAt'>,
  status?: OpeningStatus | null,
  distance?: string,
): Html {
  const state = asClosure(b.closure);
  if (!state && !status && !distance) return html``;
  const shutAway = state === 'closed_temporarily' || state === 'closed_permanently';
  const t = CARD_TEXT[lang];
  // The opening notice names a bayram or another public holiday (opening-hours.ts).
  const notice = status?.notice && (/bayram/i.test(status.notice) ? t.holidayDoubt : t.dayOffDoubt);
  return html`<p class="mt-2 flex flex-wrap items-center gap-2 text-sm">${[
    state &&
      html`<span data-testid="closure-badge" class="rounded-full px-2.5 py-0.5 font-semibold ${shutAway ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}">${t[CLOSURE_KEYS[state]]}</span>`,
    state === 'closed_temporarily' &&
      b.reopensAt &&
      html`<span data-testid="reopening" class="text-red-900">${t.reopens} ${lang === 'tr' ? formatDateTr(b.reopensAt) : formatDateIn(lang, b.reopensAt)}</span>`,
    status &&
      !shutAway &&
      html`<span data-testid="open-badge" class="rounded-full px-2.5 py-0.5 font-semibold ${status.open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}">${status.open ? t.openNow : t.closedNow}</span>`,
    notice && !shutAway && html`<span class="text-amber-800">${notice}</span>`,
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
  /** The page's language (Turkish by default): the card's own words and links; the listing's text stays as written. */
  lang?: Lang | undefined;
}

/** The favourite link's words and page in the page's language (undefined: the Turkish ones). */
export function favoriteWordsIn(lang: Lang, b: { name: string }): FavoriteWords | undefined {
  if (lang === 'tr') return undefined;
  const t = CARD_TEXT[lang];
  return {
    page: localizedPath(FAVORITES_PAGE, lang),
    label: t.favorite(b.name),
    noScriptLabel: t.favoriteNoScript(b.name),
    add: t.favoriteAdd,
    remove: t.favoriteRemove,
  };
}

/** The favourite link of favorite-button.ts, its labels in the page's language. */
function cardFavoriteHtml(lang: Lang, b: { id: number; name: string }): Html {
  return favoriteButtonHtml(b, '', favoriteWordsIn(lang, b));
}

/** One business's card: name, tier and verified marks, category and district, rating, address, state, actions. */
export function businessCardHtml({
  business: b,
  view = 'grid',
  headingLevel = 3,
  status,
  distance,
  cover,
  lang = 'tr',
}: BusinessCardProps): Html {
  const heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = CARD_TEXT[lang];
  const turkish = businessCardModel(b);
  const card =
    lang === 'tr'
      ? turkish
      : {
          ...turkish,
          tier: turkish.tier && { ...turkish.tier, label: b.subscriptionTier === 'premium' ? t.premium : t.standard },
          meta: [categoryNameIn(b.category, lang), b.district].filter(Boolean).join(' · '),
        };
  const href = localizedPath(card.href, lang);
  // The listing's own name and address stay as written (Turkish): marked so on the other languages' pages.
  const content = attrs({ lang: lang === 'tr' ? undefined : 'tr' });
  const owner =
    lang === 'tr' || !b.ownerVerified
      ? ownerBadgeHtml(b.ownerVerified)
      : badgeHtml('bg-emerald-100 text-emerald-900', [spriteIconHtml('badge-check', 'h-3 w-3'), t.ownerVerified]);
  return html`<article class="flex rounded-xl border bg-white p-4 shadow-sm ${b.subscriptionTier === 'premium' ? 'border-amber-300' : 'border-slate-200'} ${view === 'list' ? 'flex-col gap-2 sm:flex-row sm:items-center sm:justify-between' : 'flex-col gap-2'}"><div class="min-w-0 flex-1">${cardThumbHtml(cover)}<div class="flex flex-wrap items-center gap-2"><${heading} class="text-lg font-semibold leading-snug"><a href="${href}" class="hover:text-brand-700"${content}>${b.name}</a></${heading}>${badgeOfTierHtml(card.tier)}${owner}</div><p class="mt-1 text-sm text-slate-600">${card.meta}</p><div class="mt-1">${ratingStarsHtml(b.rating, b.reviewCount, 'sm', lang)}</div><p class="mt-1 text-sm text-slate-700"${content}>${b.address}</p>${cardStateHtml(lang, b, status, distance)}</div><div class="flex gap-2 ${view === 'list' ? 'sm:shrink-0' : 'mt-auto pt-2'}"><a href="${href}" class="${buttonClass('primary', 'sm')}" aria-label="${t.detailsLabel(b.name)}">${t.details}</a>${
    card.callHref &&
    html`<a href="${card.callHref}" class="${buttonClass('secondary', 'sm')}" aria-label="${t.callLabel(b.name)}">${t.call}</a>`
  }${cardFavoriteHtml(lang, b)}</div></article>`;
}

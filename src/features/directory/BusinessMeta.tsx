import type { TierBadge as TierBadgeModel } from '~/features/directory/card-model.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { ratingModel } from '~/lib/ui/rating.ts';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';

export interface BusinessMetaProps {
  /** The category and district line of the card model (card-model.ts). */
  meta: string;
  rating: number;
  /** The page's language: the rating's phrase for screen readers (Turkish by default). */
  lang?: Lang | undefined;
}

/** Category, district and star rating under a business name in the live result lists. */
export function BusinessMeta({ meta, rating, lang }: BusinessMetaProps) {
  const { phrase, figure } = ratingModel(rating, lang);
  return (
    <p className="text-sm text-slate-600">
      {meta} · <SpriteIcon name="star" filled className="inline h-3.5 w-3.5 align-[-2px] text-amber-500" />{' '}
      <span className="sr-only">{phrase}</span>
      <span aria-hidden="true">{figure}</span>
    </p>
  );
}

/** A tier's badge as the card fragment draws it (card.ts), from the same model. */
export function TierBadge({ badge }: { badge: TierBadgeModel | null }) {
  if (!badge) return null;
  return (
    <span className={badge.className}>
      <SpriteIcon name={badge.icon} filled className="h-3 w-3" />
      {badge.label}
    </span>
  );
}

import { ratingModel } from '~/lib/ui/rating.ts';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';

export interface StarIconProps {
  filled: boolean;
  className?: string;
}

/** One star, filled or outlined; decorative (the rating is said in words beside it). */
export function StarIcon({ filled, className = 'h-4 w-4' }: StarIconProps) {
  return <SpriteIcon name="star" filled={filled} className={className} />;
}

export interface StarsProps {
  /** 0–5; rounded to whole stars for the picture. */
  rating: number;
  className?: string;
}

/** Five stars for a rating, with its phrase (lib/ui/rating.ts) for screen readers. */
export function Stars({ rating, className = '' }: StarsProps) {
  const { phrase, stars } = ratingModel(rating);
  return (
    <span role="img" aria-label={phrase} className={`inline-flex ${className}`}>
      {stars.map((star, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed places, never reordered
        <StarIcon key={i} filled={star.filled} className={`h-4 w-4 ${star.colour}`} />
      ))}
    </span>
  );
}

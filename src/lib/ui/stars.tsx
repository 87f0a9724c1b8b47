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

/** Five stars for a rating, with '{rating} / 5 puan' for screen readers. */
export function Stars({ rating, className = '' }: StarsProps) {
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span role="img" aria-label={`${rating.toLocaleString('tr-TR')} / 5 puan`} className={`inline-flex ${className}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= full} className={`h-4 w-4 ${n <= full ? 'text-amber-500' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}

import type { IconName } from '~/lib/ui/icon-names.ts';

export interface SpriteIconProps {
  name: IconName;
  className?: string;
  /** Filled with the text colour (a star that counts); outlined otherwise. */
  filled?: boolean;
}

/** An icon drawn from the page's IconSprite (lib/ui/IconSprite.astro); decorative. */
export function SpriteIcon({ name, className = 'h-6 w-6', filled = false }: SpriteIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} fill={filled ? 'currentColor' : 'none'}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

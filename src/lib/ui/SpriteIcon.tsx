import type { IconName } from '~/lib/ui/icon-names.ts';

export interface SpriteIconProps {
  name: IconName;
  className?: string;
}

/** An icon drawn from the page's IconSprite (lib/ui/IconSprite.astro); decorative. */
export function SpriteIcon({ name, className = 'h-6 w-6' }: SpriteIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

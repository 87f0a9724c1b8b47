/** The names of the site's icons (lib/ui/Icon.astro draws them); data files refer to icons by these. */
export const ICON_NAMES = [
  'banknote',
  'bed',
  'badge-check',
  'car',
  'check',
  'chevron-down',
  'circle-check',
  'clock',
  'compass',
  'diamond',
  'gem',
  'graduation-cap',
  'heart',
  'hourglass',
  'hospital',
  'house',
  'image',
  'key',
  'landmark',
  'laptop',
  'locate',
  'mail',
  'map-pin',
  'medal',
  'message',
  'mountain',
  'phone',
  'scissors',
  'search',
  'share',
  'shopping-bag',
  'sparkles',
  'star',
  'tag',
  'trending-up',
  'triangle-alert',
  'trophy',
  'users',
  'utensils',
  'wallet',
  'wrench',
  'x',
] as const;

/**
 * Icons every page draws from its sprite (lib/ui/fragments.ts, UseIcon.astro): stars, tier marks, menu
 * arrows, and the verified mark and favourite heart of the business cards.
 */
export const PAGE_ICONS = [
  'star',
  'diamond',
  'chevron-down',
  'badge-check',
  'heart',
] as const satisfies readonly IconName[];

/** Icons the React islands draw from the page's sprite (lib/ui/SpriteIcon.tsx): no icon code in their JS. */
export const ISLAND_ICONS = ['star', 'check', 'x', 'triangle-alert', 'share'] as const satisfies readonly IconName[];

export type IconName = (typeof ICON_NAMES)[number];

/** The name, if it is one of ours (icon names stored in the database are checked before use). */
export function asIconName(value: string | null | undefined): IconName | null {
  return (ICON_NAMES as readonly string[]).includes(value ?? '') ? (value as IconName) : null;
}

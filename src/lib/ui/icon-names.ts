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
  'hourglass',
  'hospital',
  'house',
  'image',
  'key',
  'landmark',
  'laptop',
  'mail',
  'map-pin',
  'medal',
  'message',
  'mountain',
  'phone',
  'scissors',
  'search',
  'shopping-bag',
  'sparkles',
  'star',
  'tag',
  'trending-up',
  'trophy',
  'users',
  'utensils',
  'wallet',
  'wrench',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The name, if it is one of ours (icon names stored in the database are checked before use). */
export function asIconName(value: string | null | undefined): IconName | null {
  return (ICON_NAMES as readonly string[]).includes(value ?? '') ? (value as IconName) : null;
}

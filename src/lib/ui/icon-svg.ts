// Every icon of the site, by name: SVG from Lucide's icon data, written once per name, class and fill and
// kept (the markup of an icon never changes while the site runs), hidden from screen readers (the
// text beside it says what it means). The sprite of a page (IconSprite.astro) is kept the same way.
import {
  BadgeCheck,
  Banknote,
  BedDouble,
  Car,
  Check,
  ChevronDown,
  CircleCheck,
  Clock,
  Compass,
  Diamond,
  Gem,
  GraduationCap,
  Heart,
  Hospital,
  Hourglass,
  House,
  type IconNode,
  Image,
  KeyRound,
  Landmark,
  Laptop,
  LocateFixed,
  Mail,
  MapPin,
  Medal,
  MessageCircle,
  Mountain,
  Phone,
  Scissors,
  Search,
  Share2,
  ShoppingBag,
  Sparkles,
  Star,
  Tag,
  TrendingUp,
  TriangleAlert,
  Trophy,
  Users,
  Utensils,
  Wallet,
  Wrench,
  X,
} from 'lucide';
import { attrs, type Html, html } from '~/lib/ui/html.ts';
import type { IconName } from '~/lib/ui/icon-names.ts';

const ICONS = {
  banknote: Banknote,
  bed: BedDouble,
  'badge-check': BadgeCheck,
  car: Car,
  check: Check,
  'chevron-down': ChevronDown,
  'circle-check': CircleCheck,
  clock: Clock,
  compass: Compass,
  diamond: Diamond,
  gem: Gem,
  'graduation-cap': GraduationCap,
  heart: Heart,
  hourglass: Hourglass,
  hospital: Hospital,
  house: House,
  image: Image,
  key: KeyRound,
  landmark: Landmark,
  laptop: Laptop,
  locate: LocateFixed,
  mail: Mail,
  'map-pin': MapPin,
  medal: Medal,
  message: MessageCircle,
  mountain: Mountain,
  phone: Phone,
  scissors: Scissors,
  search: Search,
  share: Share2,
  'shopping-bag': ShoppingBag,
  sparkles: Sparkles,
  star: Star,
  tag: Tag,
  'trending-up': TrendingUp,
  'triangle-alert': TriangleAlert,
  trophy: Trophy,
  users: Users,
  utensils: Utensils,
  wallet: Wallet,
  wrench: Wrench,
  x: X,
} satisfies Record<IconName, IconNode>;

/** Kept icons and sprites; the callers' classes are the site's own, so the set stays small (bounded anyway). */
const kept = new Map<string, Html>();
const KEPT_MAX = 1000;

function keep(key: string, make: () => Html): Html {
  let value = kept.get(key);
  if (!value) {
    if (kept.size >= KEPT_MAX) kept.clear();
    value = make();
    kept.set(key, value);
  }
  return value;
}

/** The shapes of an icon (its <path>, <circle>… elements). */
const shapesOf = (name: IconName): Html =>
  html`${ICONS[name].map(([tag, shape]) => html`<${tag}${attrs(shape)}></${tag}>`)}`;

export interface IconOptions {
  class?: string | undefined;
  /** Filled (stars); outlined otherwise. 'inherit' takes the fill of a sprite's `<use>` (IconSprite). */
  filled?: boolean | 'inherit' | undefined;
  /** Set by a sprite: the id a `<use href="#…">` refers to. */
  id?: string | undefined;
}

/** One icon as an inline <svg>. */
export function iconSvgHtml(
  name: IconName,
  { class: className = 'h-6 w-6', filled = false, id }: IconOptions = {},
): Html {
  return keep(`${name}|${className}|${filled}|${id ?? ''}`, () => {
    const fill = filled === 'inherit' ? 'inherit' : filled ? 'currentColor' : 'none';
    return html`<svg${attrs({
      xmlns: 'http://www.w3.org/2000/svg',
      width: 24,
      height: 24,
      viewBox: '0 0 24 24',
      fill,
      stroke: 'currentColor',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      id,
      class: `lucide lucide-${name}${className ? ` ${className}` : ''}`,
      'aria-hidden': 'true',
      focusable: 'false',
    })}>${shapesOf(name)}</svg>`;
  });
}

/**
 * The symbols of the named icons, so an island or a card draws one with `<use href="#icon-{name}">`
 * (lib/ui/fragments.ts) and ships no icon code. Their fill comes from the `<svg>` that uses them.
 */
export function iconSpriteHtml(names: readonly IconName[]): Html {
  const unique = [...new Set(names)];
  return keep(
    `sprite|${unique.join(' ')}`,
    () =>
      html`<svg aria-hidden="true" focusable="false" class="absolute h-0 w-0 overflow-hidden">${unique.map(
        (name) =>
          html`<symbol id="icon-${name}" viewBox="0 0 24 24">${iconSvgHtml(name, { class: '', filled: 'inherit' })}</symbol>`,
      )}</svg>`,
  );
}

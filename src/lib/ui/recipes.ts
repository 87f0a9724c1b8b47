// The class recipes of the site's small controls, as plain strings: the Astro components, the
// fragments (lib/ui/html.ts), the React islands and the DOM scripts all take their look from here.

/** Classes of a small rounded label (tier, verified, status); its colours come from the caller. */
export const badgeClass = (colours = 'bg-slate-100 text-slate-800') =>
  `inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`;

const BUTTON_VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  light: 'border border-white/60 text-white hover:bg-white/10',
  whatsapp: 'bg-green-700 text-white hover:bg-green-800',
  /** An action that cannot be undone (deleting). */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** Beside a primary button, or alone in a light panel where the brand colour would shout. */
  dark: 'bg-night-900 text-white hover:bg-night-800',
  /** On a brand-coloured band. */
  inverse: 'bg-white text-brand-700 hover:bg-brand-50',
} as const;

const BUTTON_SIZES = {
  xs: 'px-2.5 py-1.5 text-xs',
  sm: 'px-3 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-5 py-3',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
type ButtonSize = keyof typeof BUTTON_SIZES;

/** Classes of the site's button (a `<button>`, or an `<a>` that looks like one) of a variant and size. */
export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'lg') =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${BUTTON_SIZES[size]} ${BUTTON_VARIANTS[variant]}`;

/**
 * Classes of a labelled icon action in a row of them (the business page's call, directions, WhatsApp,
 * save and share): a large tap target with its word beneath the icon, as the maps apps draw them.
 */
export const actionTileClass = (variant: 'primary' | 'whatsapp' | 'plain' = 'plain') =>
  `flex min-h-16 min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-xs font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    variant === 'primary'
      ? 'bg-brand-600 text-white hover:bg-brand-700'
      : variant === 'whatsapp'
        ? 'bg-green-700 text-white hover:bg-green-800'
        : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
  }`;

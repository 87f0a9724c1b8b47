import { attrs, type Html, type HtmlValue, html } from '~/lib/ui/html.ts';
import type { IconName } from '~/lib/ui/icon-names.ts';

// The small pieces every card and bar repeats, as fragments (lib/ui/html.ts); their Astro components
// (UseIcon, Badge, Stars) render these, so each piece's markup is written once.

/** An icon drawn from the page's sprite (BaseLayout renders it); decorative, the text beside it says what it means. */
export function spriteIconHtml(name: IconName, className = 'h-4 w-4', filled = false): Html {
  return html`<svg aria-hidden="true" focusable="false"${attrs({ class: className, fill: filled ? 'currentColor' : 'none' })}><use href="#icon-${name}"></use></svg>`;
}

/** Classes of a small rounded label (tier, verified, status); its colours come from the caller. */
export const badgeClass = (colours = 'bg-slate-100 text-slate-800') =>
  `inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`;

/** A small rounded label around `content`. */
export function badgeHtml(colours: string, content: HtmlValue): Html {
  return html`<span class="${badgeClass(colours)}">${content}</span>`;
}

const STAR_COUNT = [1, 2, 3, 4, 5];

/** 0–5 whole stars, hidden from screen readers: the caller says the exact figure in words. */
export function starsHtml(rating: number, className = 'h-4 w-4'): Html {
  const full = Math.round(Math.min(5, Math.max(0, rating)));
  return html`<span aria-hidden="true" class="inline-flex align-[-2px]">${STAR_COUNT.map((n) =>
    spriteIconHtml('star', `${className} ${n <= full ? 'text-amber-500' : 'text-slate-300'}`, n <= full),
  )}</span>`;
}

import { attrs, type Html, type HtmlValue, html } from '~/lib/ui/html.ts';
import type { IconName } from '~/lib/ui/icon-names.ts';
import { ratingModel } from '~/lib/ui/rating.ts';
import { badgeClass } from '~/lib/ui/recipes.ts';

// The small pieces every card and bar repeats, as fragments (lib/ui/html.ts); their Astro components
// (UseIcon, Badge, Stars) render these, so each piece's markup is written once.

/** An icon drawn from the page's sprite (BaseLayout renders it); decorative, the text beside it says what it means. */
export function spriteIconHtml(name: IconName, className = 'h-4 w-4', filled = false): Html {
  return html`<svg aria-hidden="true" focusable="false"${attrs({ class: className, fill: filled ? 'currentColor' : 'none' })}><use href="#icon-${name}"></use></svg>`;
}

/** A small rounded label around `content`. */
export function badgeHtml(colours: string, content: HtmlValue): Html {
  return html`<span class="${badgeClass(colours)}">${content}</span>`;
}

/** 0–5 whole stars (lib/ui/rating.ts), hidden from screen readers: the caller says the rating's phrase. */
export function starsHtml(rating: number, className = 'h-4 w-4'): Html {
  return html`<span aria-hidden="true" class="inline-flex align-[-2px]">${ratingModel(rating).stars.map((star) =>
    spriteIconHtml('star', `${className} ${star.colour}`, star.filled),
  )}</span>`;
}

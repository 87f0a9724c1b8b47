import { FAVORITES_MSG, FAVORITES_PAGE } from '~/features/favorites/messages.ts';
import { spriteIconHtml } from '~/lib/ui/fragments.ts';
import { attrs, type Html, html } from '~/lib/ui/html.ts';

/** The button's words and page in another language than Turkish (the script's titles too). */
export interface FavoriteWords {
  page: string;
  label: string;
  noScriptLabel: string;
  add: string;
  remove: string;
}

/**
 * A link to the favourites page (which says favourites need JavaScript) until the page's script
 * (FavoriteScript.astro) makes it a toggle.
 */
export function favoriteButtonHtml(
  business: { id: number; name: string },
  className = '',
  words?: FavoriteWords,
): Html {
  return html`<a${attrs({
    href: words?.page ?? FAVORITES_PAGE,
    'data-favorite': business.id,
    'data-label': words?.label ?? FAVORITES_MSG.button(business.name),
    'aria-label': words?.noScriptLabel ?? FAVORITES_MSG.noScriptLink(business.name),
    'data-add': words?.add,
    'data-remove': words?.remove,
    class: `favorite-toggle inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white p-2 text-rose-700 hover:bg-rose-50 ${className}`,
  })}>${spriteIconHtml('heart', 'h-5 w-5')}</a>`;
}

/** The same favourite link as a labelled tile of a row of actions (the business page's 'Kaydet'). */
export function favoriteTileHtml(
  business: { id: number; name: string },
  className: string,
  label: string,
  words?: FavoriteWords,
): Html {
  return html`<a${attrs({
    href: words?.page ?? FAVORITES_PAGE,
    'data-favorite': business.id,
    'data-label': `${label}: ${words?.label ?? FAVORITES_MSG.button(business.name)}`,
    'aria-label': `${label}: ${words?.noScriptLabel ?? FAVORITES_MSG.noScriptLink(business.name)}`,
    'data-add': words?.add,
    'data-remove': words?.remove,
    class: `favorite-toggle ${className}`,
  })}>${spriteIconHtml('heart', 'h-5 w-5')}<span>${label}</span></a>`;
}

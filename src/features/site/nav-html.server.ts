import { categoryNameIn, subcategoryNameIn } from '~/features/listings/category-names.ts';
import { isActiveLink, type NavData } from '~/features/site/navigation.server.ts';
import type { SiteLink } from '~/features/site/site-links.ts';
import { DEFAULT_LANG, type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { businessesInCategoryPath } from '~/lib/paths.ts';
import { attrs, type Html, html } from '~/lib/ui/html.ts';

// The navigation bar's lists as fragments (lib/ui/html.ts): the bar is on every page, and its links and
// the category panel are most of what a page renders besides its own content.

/** A menu's links as <li> items; the current page's link marked with aria-current. */
export function navLinksHtml(
  links: readonly SiteLink[],
  pathname: string,
  linkClass: (active: boolean) => string,
): Html {
  return html`${links.map((l) => {
    const active = isActiveLink(l.href, pathname);
    return html`<li><a${attrs({ href: l.href, class: linkClass(active), 'aria-current': active && 'page' })}>${l.label}</a></li>`;
  })}`;
}

/** The categories panel's list: each category with its count and its subcategories, named in the page's language. */
export function navCategoriesHtml(categories: NavData['categories'], lang: Lang = DEFAULT_LANG): Html {
  return html`<ul class="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-3">${categories.map(
    (c) =>
      html`<li><a href="${localizedPath(businessesInCategoryPath(c.name), lang)}" class="font-semibold hover:text-brand-700">${categoryNameIn(c.name, lang)}${
        c.businessCount > 0 && ` (${c.businessCount})`
      }</a>${
        c.subcategories.length > 0 &&
        html`<ul class="mt-1 space-y-0.5 text-sm text-slate-600">${c.subcategories.map(
          (s) =>
            html`<li><a href="${localizedPath(`/businesses?subcategory=${encodeURIComponent(s.slug)}`, lang)}" class="hover:text-brand-700">${subcategoryNameIn(s.slug, s.name, lang)}</a></li>`,
        )}</ul>`
      }</li>`,
  )}</ul>`;
}

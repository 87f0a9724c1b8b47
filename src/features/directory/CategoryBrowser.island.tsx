import { useId } from 'react';
import {
  CATEGORY_SEARCH_ADDRESS,
  type CategorySearch,
  NO_CATEGORY_SEARCH,
  readCategorySearch,
} from '~/features/directory/list-filters.ts';
import type { CATEGORY_BROWSER_TEXT } from '~/features/directory/lists-i18n.ts';
import { QueryInput } from '~/features/directory/QueryInput.tsx';
import { addressIn } from '~/lib/client/address-in.ts';
import { useUrlState } from '~/lib/client/url-state.ts';
import { foldTr } from '~/lib/text.ts';
import type { IconName } from '~/lib/ui/icon-names.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';
import { SpriteIcon } from '~/lib/ui/SpriteIcon.tsx';

export interface Props {
  categories: {
    name: string;
    nameEn: string | null;
    /** Its name in the page's language, when not Turkish. */
    label?: string | undefined;
    icon: IconName | null;
    businessCount: number;
    /** Its landing page, or the list filtered to it. */
    href: string;
    subcategories: string[];
  }[];
  /** The search the page was asked for, read from its query. */
  search: CategorySearch;
  /** The island's words in the page's language (picked on the server). */
  text: (typeof CATEGORY_BROWSER_TEXT)['tr'];
  /** The page language's address prefix ('' for Turkish, '/en', '/ku') and its Intl locale. */
  prefix: string;
  locale: string;
}

/**
 * Category grid with a Turkish-aware search box (the cards are in the HTML before it hydrates). The box is
 * a GET form to /categories/search, which renders the search without JavaScript; hydrated, the grid
 * follows the box live and keeps the search in the address bar.
 */
export default function CategoryBrowser({ categories, search, text, prefix, locale }: Props) {
  const { state, form, update, onSubmit } = useUrlState({
    initial: search,
    defaults: NO_CATEGORY_SEARCH,
    parse: readCategorySearch,
    address: addressIn(CATEGORY_SEARCH_ADDRESS, prefix),
  });
  const inputId = useId();
  const needle = foldTr(state.q.trim());
  const shown = needle
    ? categories.filter((c) =>
        foldTr([c.name, c.nameEn ?? '', c.label ?? '', ...c.subcategories].join(' ')).includes(needle),
      )
    : categories;

  const count = (template: string, n: number) => template.replace('{n}', n.toLocaleString(locale));

  return (
    <div>
      <search aria-label={text.searchLabel}>
        <form ref={form} method="get" action={prefix + CATEGORY_SEARCH_ADDRESS.filtered} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="block font-semibold">
            {text.searchField}
          </label>
          <div className="mt-2 flex max-w-md gap-2">
            <QueryInput id={inputId} value={state.q} update={update} placeholder={text.placeholder} />
            <button type="submit" className={buttonClass('primary', 'md')}>
              {text.search}
            </button>
          </div>
        </form>
      </search>
      <p className="sr-only" aria-live="polite">
        {count(text.shown, shown.length)}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {text.none}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <li key={c.name}>
              <a
                href={c.href}
                className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
              >
                {c.icon && <SpriteIcon name={c.icon} className="h-8 w-8 shrink-0 text-brand-700" />}
                <span>
                  <span className="block font-semibold">{c.label ?? c.name}</span>
                  <span className="block text-sm text-slate-600">
                    {count(
                      new Intl.PluralRules(locale).select(c.businessCount) === 'one' ? text.placesOne : text.places,
                      c.businessCount,
                    )}
                  </span>
                  <span className="mt-1 block text-xs text-slate-500">{c.subcategories.join(', ')}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

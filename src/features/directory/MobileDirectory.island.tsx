import { type ReactNode, useId, useMemo } from 'react';
import { BusinessMeta, TierBadge } from '~/features/directory/BusinessMeta.tsx';
import type { BusinessSummary } from '~/features/directory/business.ts';
import { businessCardModel } from '~/features/directory/card-model.ts';
import { contactAction } from '~/features/directory/display.ts';
import {
  MOBILE_LIST_ADDRESS,
  type MobileListFilters,
  type MobileSort,
  NO_MOBILE_FILTERS,
  readMobileListFilters,
} from '~/features/directory/list-filters.ts';
import type { MOBILE_LIST_TEXT } from '~/features/directory/lists-i18n.ts';
import { QueryInput } from '~/features/directory/QueryInput.tsx';
import { closedRank } from '~/features/listings/closure.ts';
import { addressIn } from '~/lib/client/address-in.ts';
import { useUrlState } from '~/lib/client/url-state.ts';
import type { IslandLanguage } from '~/lib/i18n/island-language.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { foldTr, trCollator } from '~/lib/text.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props extends IslandLanguage<(typeof MOBILE_LIST_TEXT)['tr']> {
  businesses: BusinessSummary[];
  categories: string[];
  /** The filters of the page's query: the server renders the filtered list. */
  filters: MobileListFilters;
  /** The page's language. */
  lang: Lang;
}

interface FilterSelectProps {
  id: string;
  /** For screen readers: the options name themselves on screen. */
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** One of the two selects under the search box. */
function FilterSelect({ id, label, name, value, onChange, children }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm"
      >
        {children}
      </select>
    </div>
  );
}

/**
 * Mobile business list: Turkish-aware search over name, category and address; category filter; A–Z sort.
 * The controls are a GET form to this page (rendered on demand from its query); hydrated, the list
 * follows them live and keeps them in the address bar.
 */
export default function MobileDirectory({
  businesses,
  categories,
  filters,
  text,
  categoryNames,
  lang,
  prefix,
  locale,
}: Props) {
  const { state, form, update, onSubmit } = useUrlState({
    initial: filters,
    defaults: NO_MOBILE_FILTERS,
    parse: readMobileListFilters,
    address: addressIn(MOBILE_LIST_ADDRESS, prefix),
  });
  const { q: query, category, sort } = state;
  const searchId = useId();
  const categoryId = useId();
  const sortId = useId();

  // Folded once: typing then only compares plain strings.
  const indexed = useMemo(
    () => businesses.map((b) => ({ b, text: foldTr(`${b.name} ${b.category} ${b.address}`) })),
    [businesses],
  );
  const shown = useMemo(() => {
    const words = foldTr(query).split(/\s+/).filter(Boolean);
    const list = indexed
      .filter(({ b, text }) => (!category || b.category === category) && words.every((w) => text.includes(w)))
      .map(({ b }) => b);
    // The server's order ranks closed listings last; A–Z keeps them there.
    return sort === 'az'
      ? [...list].sort((x, y) => closedRank(x.closure) - closedRank(y.closure) || trCollator.compare(x.name, y.name))
      : list;
  }, [indexed, query, category, sort]);

  const nameOf = (category: string) => categoryNames?.[category] ?? category;
  // The listing's own name and address are in Turkish: marked so on the other languages' pages.
  const content = prefix ? 'tr' : undefined;
  const actionLabels = { call: text.call, email: text.email, website: text.website, none: text.noContact };

  return (
    <div>
      <search
        aria-label={text.filterLabel}
        className="sticky top-14 z-10 -mx-4 block bg-slate-50/95 px-4 py-3 backdrop-blur"
      >
        <form
          ref={form}
          method="get"
          action={prefix + MOBILE_LIST_ADDRESS.filtered}
          onSubmit={onSubmit}
          className="space-y-2"
        >
          <div className="flex gap-2">
            <label htmlFor={searchId} className="sr-only">
              {text.searchLabel}
            </label>
            <QueryInput id={searchId} value={query} update={update} placeholder={text.placeholder} />
            <button type="submit" className={buttonClass('primary', 'md')}>
              {text.search}
            </button>
          </div>
          <div className="grid grid-cols-2 gap-2">
            <FilterSelect
              id={categoryId}
              label={text.category}
              name="category"
              value={category}
              onChange={(value) => update({ category: value }, 'push')}
            >
              <option value="">{text.allCategories}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {nameOf(c)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id={sortId}
              label={text.sort}
              name="sort"
              value={sort}
              onChange={(value) => update({ sort: value as MobileSort }, 'push')}
            >
              <option value="recommended">{text.recommended}</option>
              <option value="az">A–Z</option>
            </FilterSelect>
          </div>
          <p className="text-sm text-slate-600" aria-live="polite">
            {(new Intl.PluralRules(locale).select(shown.length) === 'one' ? text.countOne : text.count).replace(
              '{n}',
              shown.length.toLocaleString(locale),
            )}
          </p>
        </form>
      </search>

      {shown.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {text.noResults}
        </p>
      ) : (
        <ul className="mt-2 space-y-3" aria-label={text.listLabel}>
          {shown.map((b) => {
            const action = contactAction(b);
            const card = businessCardModel(b, text);
            const label = actionLabels[action.kind];
            return (
              <li key={b.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <h2 className="font-semibold">
                  <a href={prefix + card.href} className="hover:text-brand-700" lang={content}>
                    {b.name}
                  </a>{' '}
                  <TierBadge badge={card.tier} />
                </h2>
                <BusinessMeta
                  meta={[nameOf(b.category), b.district].filter(Boolean).join(' · ')}
                  rating={b.rating}
                  lang={lang}
                />
                <p className="text-sm text-slate-700" lang={content}>
                  {b.address}
                </p>
                <div className="mt-3">
                  {action.kind === 'none' ? (
                    <button type="button" disabled className={`w-full ${buttonClass('secondary', 'md')}`}>
                      {label}
                    </button>
                  ) : (
                    <a
                      href={action.href}
                      {...(action.kind === 'website' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      aria-label={`${b.name}: ${label}`}
                      className={`w-full ${buttonClass('primary', 'md')}`}
                    >
                      {label}
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

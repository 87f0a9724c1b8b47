import { useEffect, useId, useRef, useState } from 'react';
import { BusinessMeta, TierBadge } from '~/features/directory/BusinessMeta.tsx';
import type { BusinessListResponse, BusinessSummary } from '~/features/directory/business.ts';
import { businessCardModel } from '~/features/directory/card-model.ts';
import { searchParamsFor } from '~/features/directory/display.ts';
import type { HOME_SEARCH_TEXT } from '~/features/directory/lists-i18n.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMIT } from '~/lib/constants.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** Each category's name (the filter's value) and how the page's language shows it. */
  categories: { name: string; label: string; businessCount: number }[];
  /** The island's words in the page's language (picked on the server). */
  text: (typeof HOME_SEARCH_TEXT)['tr'];
  /** The page language's address prefix ('' for Turkish, '/en', '/ku') and its Intl locale. */
  lang: Lang;
  prefix: string;
  locale: string;
}

/** Home hero search: category + location, live results (debounced 300 ms), Search goes to /businesses. */
export default function HomeSearch({ categories, text, lang, prefix, locale }: Props) {
  const [category, setCategory] = useState('');
  const [location, setLocation] = useState('');
  const [results, setResults] = useState<{ businesses: BusinessSummary[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);
  const categoryId = useId();
  const locationId = useId();
  const categoryRef = useRef<HTMLSelectElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);

  // What the visitor chose or typed before the island hydrated is still in the form: search for it.
  useEffect(() => {
    if (categoryRef.current?.value) setCategory(categoryRef.current.value);
    if (locationRef.current?.value) setLocation(locationRef.current.value);
  }, []);

  useEffect(() => {
    const params = searchParamsFor(category, location);
    // Empty criteria clear the results.
    if ([...params.keys()].length === 0) {
      request.current++;
      setResults(null);
      setLoading(false);
      return;
    }
    const id = ++request.current;
    const timer = setTimeout(async () => {
      setLoading(true);
      params.set('limit', String(SEARCH_LIMIT));
      const result = await apiFetch<BusinessListResponse>(`/api/businesses?${params}`);
      if (id !== request.current) return;
      // A failed search clears the results.
      setResults(result.ok ? result.data : null);
      setLoading(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [category, location]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const params = searchParamsFor(category, location);
    window.location.assign(`${prefix}/businesses${params.size ? `?${params}` : ''}`);
  };

  return (
    <div>
      <search aria-label={text.searchLabel}>
        <form
          method="get"
          action={`${prefix}/businesses`}
          onSubmit={onSubmit}
          className="grid gap-3 rounded-xl bg-white p-3 text-slate-900 shadow-lg sm:grid-cols-[1fr_1fr_auto]"
        >
          <div>
            <label htmlFor={categoryId} className="block text-left text-xs font-semibold text-slate-600">
              {text.category}
            </label>
            <select
              id={categoryId}
              ref={categoryRef}
              name="category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5"
            >
              <option value="">{text.allCategories}</option>
              {categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label} ({c.businessCount.toLocaleString(locale)})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={locationId} className="block text-left text-xs font-semibold text-slate-600">
              {text.location}
            </label>
            <input
              id={locationId}
              ref={locationRef}
              name="q"
              type="search"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              placeholder={text.placeholder}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5"
            />
          </div>
          <button type="submit" className={`self-end ${buttonClass('primary', 'md')}`}>
            {text.search}
          </button>
        </form>
      </search>

      <div aria-live="polite" className="mt-4 text-left">
        {loading && <p className="text-sm text-white/90">{text.searching}</p>}
        {results && !loading && (
          <section aria-label={text.results} className="rounded-xl bg-white p-4 text-slate-900 shadow-lg">
            <p className="font-semibold">
              {results.total > 0
                ? `${results.total.toLocaleString(locale)} ${new Intl.PluralRules(locale).select(results.total) === 'one' ? text.foundOne : text.found}`
                : text.noResults}
            </p>
            {results.businesses.length > 0 && (
              <ul className="mt-3 grid max-h-[28rem] gap-3 overflow-y-auto sm:grid-cols-2">
                {results.businesses.map((b) => {
                  const card = businessCardModel(b, text);
                  const label = categories.find((c) => c.name === b.category)?.label ?? b.category;
                  return (
                    <li key={b.id} className="rounded-lg border border-slate-200 p-3">
                      <p className="font-semibold">
                        <span lang={prefix ? 'tr' : undefined}>{b.name}</span> <TierBadge badge={card.tier} />
                      </p>
                      <BusinessMeta
                        meta={[label, b.district].filter(Boolean).join(' · ')}
                        rating={b.rating}
                        lang={lang}
                      />
                      <p className="text-sm text-slate-700" lang={prefix ? 'tr' : undefined}>
                        {b.address}
                      </p>
                      <div className="mt-2 flex gap-2 text-sm">
                        <a href={`${prefix}${card.href}`} className="font-semibold text-brand-700 hover:underline">
                          {text.details}
                        </a>
                        {card.callHref && (
                          <a href={card.callHref} className="font-semibold text-brand-700 hover:underline">
                            {text.call}
                          </a>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {results.total > results.businesses.length && (
              <a
                href={`${prefix}/businesses?${searchParamsFor(category, location)}`}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
              >
                {text.allResults}
              </a>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { BusinessListResponse } from '~/features/directory/business.ts';
import type { HOME_SEARCH_TEXT } from '~/features/directory/lists-i18n.ts';
import { SEARCH_DEBOUNCE_MS } from '~/lib/constants.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** Each category's name (the filter's value) and how the page's language shows it. */
  categories: { name: string; label: string; businessCount: number }[];
  /** The island's words in the page's language (picked on the server). */
  text: (typeof HOME_SEARCH_TEXT)['tr'];
  /** The page language's address prefix ('' for Turkish, '/en', '/ku') and the locale it writes numbers with (SCRIPT_LOCALE). */
  lang: Lang;
  prefix: string;
  locale: string;
}

// The request and the result cards come with the first search, not with the page.
const loadResults = () => import('~/features/directory/HomeResults.tsx');
type ResultsKit = Awaited<ReturnType<typeof loadResults>>;

const controlClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5';

/** One of the two criteria: its label above its control. */
function Criterion({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-left text-xs font-semibold text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Home hero search: category + location, live results (debounced 300 ms), Search goes to /businesses. */
export default function HomeSearch({ categories, text, lang, prefix, locale }: Props) {
  const [category, setCategory] = useState('');
  const [location, setLocation] = useState('');
  const [results, setResults] = useState<BusinessListResponse | null>(null);
  const [kit, setKit] = useState<ResultsKit | null>(null);
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
    // Empty criteria clear the results.
    if (!category && !location.trim()) {
      request.current++;
      setResults(null);
      setLoading(false);
      return;
    }
    const id = ++request.current;
    // Fetched while the typing settles; a failed load is a failed search.
    const loaded = loadResults().catch(() => null);
    const timer = setTimeout(async () => {
      setLoading(true);
      const loadedKit = await loaded;
      const found = loadedKit && (await loadedKit.searchBusinesses(category, location));
      if (id !== request.current) return;
      // A failed search clears the results.
      setKit(loadedKit);
      setResults(found);
      setLoading(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [category, location]);

  // The list page of the criteria as the live search reads them. Should the results module not load,
  // the form goes as typed and the list page finds a district's name itself.
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const loadedKit = await loadResults().catch(() => null);
    if (loadedKit) window.location.assign(loadedKit.listHref(prefix, category, location));
    else form.submit();
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
          <Criterion id={categoryId} label={text.category}>
            <select
              id={categoryId}
              ref={categoryRef}
              name="category"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              className={controlClass}
            >
              <option value="">{text.allCategories}</option>
              {categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.label} ({c.businessCount.toLocaleString(locale)})
                </option>
              ))}
            </select>
          </Criterion>
          <Criterion id={locationId} label={text.location}>
            <input
              id={locationId}
              ref={locationRef}
              name="q"
              type="search"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              placeholder={text.placeholder}
              className={controlClass}
            />
          </Criterion>
          <button type="submit" className={`self-end ${buttonClass('primary', 'md')}`}>
            {text.search}
          </button>
        </form>
      </search>

      <div aria-live="polite" className="mt-4 text-left">
        {loading && <p className="text-sm text-white/90">{text.searching}</p>}
        {results && !loading && kit && (
          <kit.HomeResults
            results={results}
            categories={categories}
            text={text}
            lang={lang}
            prefix={prefix}
            locale={locale}
            allHref={kit.listHref(prefix, category, location)}
          />
        )}
      </div>
    </div>
  );
}

// The home search's live results: how the criteria are read, the request and the cards. Loaded with the
// first search (most visits of the home page never search), so the page starts without them.
import { BusinessMeta, TierBadge } from '~/features/directory/BusinessMeta.tsx';
import type { BusinessListResponse } from '~/features/directory/business.ts';
import { businessCardModel } from '~/features/directory/card-model.ts';
import { searchParamsFor } from '~/features/directory/display.ts';
import type { HOME_SEARCH_TEXT } from '~/features/directory/lists-i18n.ts';
import { apiFetch } from '~/lib/client/api.ts';
import { SEARCH_LIMIT } from '~/lib/constants.ts';
import type { Lang } from '~/lib/i18n/langs.ts';

/** The list page of the criteria in the page's language (a district's name filters by district). */
export function listHref(prefix: string, category: string, location: string): string {
  const params = searchParamsFor(category, location);
  return `${prefix}/businesses${params.size ? `?${params}` : ''}`;
}

/** The first matches of the criteria and how many there are; null when the search failed. */
export async function searchBusinesses(category: string, location: string): Promise<BusinessListResponse | null> {
  const params = searchParamsFor(category, location);
  params.set('limit', String(SEARCH_LIMIT));
  const result = await apiFetch<BusinessListResponse>(`/api/businesses?${params}`);
  return result.ok ? result.data : null;
}

interface Props {
  results: BusinessListResponse;
  categories: { name: string; label: string }[];
  text: (typeof HOME_SEARCH_TEXT)['tr'];
  lang: Lang;
  prefix: string;
  locale: string;
  /** The list page of this search (every match). */
  allHref: string;
}

/** How many were found, the first matches as cards, and the way to all of them. */
export function HomeResults({ results, categories, text, lang, prefix, locale, allHref }: Props) {
  return (
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
                <BusinessMeta meta={[label, b.district].filter(Boolean).join(' · ')} rating={b.rating} lang={lang} />
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
        <a href={allHref} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {text.allResults}
        </a>
      )}
    </section>
  );
}

// A landing page's heading and intro in English and Kurmanji, from the same facts as the Turkish ones
// (landing.ts): counts through Intl, lists joined the language's way, place names as officially written.
import { BUSINESS_PAGE_TEXT } from '~/features/directory/business-page-i18n.ts';
import { LIST_TEXT } from '~/features/directory/lists-i18n.ts';
import type { CountedName } from '~/features/landing/landing.ts';
import { categoryNameIn } from '~/features/listings/category-names.ts';
import { formatNumberIn, pluralIn } from '~/lib/i18n/format.ts';
import { INTL_LOCALE, type Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue, messagesOf } from '~/lib/i18n/messages.ts';

type Other = 'en' | 'ku';

/** What a landing's heading and intro say. */
export interface LandingFacts {
  district: string | null;
  category: string | null;
  total: number;
  /** Categories of a district page, or districts of a category page, most listings first. */
  breakdown: readonly CountedName[];
  topRated: { name: string; rating: number; reviewCount: number } | null;
}

const list = (lang: Other, items: readonly string[]) =>
  new Intl.ListFormat(INTL_LOCALE[lang], { type: 'conjunction' }).format(items);

export function landingHeadingIn(lang: Other, facts: LandingFacts): string {
  const category = facts.category ? categoryNameIn(facts.category, lang) : null;
  const where = facts.district ?? 'Adıyaman';
  if (lang === 'en') return category ? `${category} in ${where}` : `Places in ${where}`;
  return category ? `${category} li ${where}` : `Cih li ${where}`;
}

export function landingIntroIn(lang: Other, facts: LandingFacts): string {
  const where = facts.district ?? 'Adıyaman';
  const category = facts.category ? categoryNameIn(facts.category, lang) : null;
  // A district page counts categories, a category page districts.
  const counted = (items: readonly CountedName[]) =>
    list(
      lang,
      items.map((i) => `${facts.category ? i.name : categoryNameIn(i.name, lang)} (${formatNumberIn(lang, i.count)})`),
    );
  const top = facts.breakdown.slice(0, 3);
  const rating = (r: number) =>
    new Intl.NumberFormat(INTL_LOCALE[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(r);
  const sentences: string[] = [];
  if (lang === 'en') {
    const places = pluralIn('en', facts.total, { one: 'place is', other: 'places are' });
    sentences.push(`${places} listed in ${where}${category ? ` in the ${category} category` : ''}.`);
    if (top.length > 1 && !facts.category) sentences.push(`Categories with the most places: ${counted(top)}.`);
    if (top.length > 1 && facts.category && !facts.district) sentences.push(`Most are in ${counted(top)}.`);
    if (facts.topRated) {
      const { name, rating: r, reviewCount } = facts.topRated;
      const reviews = pluralIn('en', reviewCount, { one: 'review', other: 'reviews' });
      sentences.push(`Highest rated by visitors: ${name} (${rating(r)} points, ${reviews}).`);
    }
  } else {
    sentences.push(
      `Li ${where}${category ? `, di kategoriya ${category} de` : ''}, ${formatNumberIn('ku', facts.total)} cih di rêberê de ne.`,
    );
    if (top.length > 1 && !facts.category) sentences.push(`Kategoriyên bi herî zêde cihan: ${counted(top)}.`);
    if (top.length > 1 && facts.category && !facts.district) sentences.push(`Piraniya wan li ${counted(top)} ne.`);
    if (facts.topRated) {
      const { name, rating: r, reviewCount } = facts.topRated;
      sentences.push(
        `Di nirxandinên mêvanan de herî bilind: ${name} (${rating(r)} xal, ${formatNumberIn('ku', reviewCount)} nirxandin).`,
      );
    }
  }
  return sentences.join(' ');
}

/** What a landing page says as the list and the business page do, taken from them. */
function sharedWords(lang: Lang) {
  const list = LIST_TEXT[lang];
  return {
    breadcrumb: BUSINESS_PAGE_TEXT[lang].breadcrumb,
    home: messagesOf(lang).linkHome,
    pages: list.pages,
    page: list.page,
    previous: list.previous,
    next: list.next,
    siteSuffix: list.siteSuffix,
  };
}

/** A landing page's own words around its heading, intro and cards. */
export const LANDING_TEXT = defineCatalogue(
  {
    ...sharedWords('tr'),
    related: 'İlgili sayfalar',
    count: (total: string, from: string, to: string) => `${total} işletme · ${from}–${to} arası gösteriliyor ·`,
    filterAll: 'Tümünü listede filtreleyin',
    fullList: 'Diğer işletmeler için tam listeye gidin',
  },
  {
    en: {
      ...sharedWords('en'),
      related: 'Related pages',
      count: (total: string, from: string, to: string) => `${total} places · showing ${from}–${to} ·`,
      filterAll: 'Filter them all in the list',
      fullList: 'See the full list for the other places',
    },
    ku: {
      ...sharedWords('ku'),
      related: 'Rûpelên têkildar',
      count: (total: string, from: string, to: string) => `${total} cih · ${from}–${to} tên nîşandan ·`,
      filterAll: 'Hemûyan di lîsteyê de parzûn bike',
      fullList: 'Ji bo cihên din here lîsteya temam',
    },
  },
);

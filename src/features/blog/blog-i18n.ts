// The blog's reading screens in three languages (the Turkish texts are messages.ts's), typed like the
// site's catalogue (lib/i18n): a key missing in one language fails tsc. A post's own title, excerpt, tags
// and body are content: they stay as written.
import type { BlogCategory } from '~/features/blog/categories.ts';
import { BLOG_MSG } from '~/features/blog/messages.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue, messagesOf } from '~/lib/i18n/messages.ts';
import { MSG } from '~/lib/messages.ts';

/** /blog's page around its list (BlogIndexPage.astro). */
export const BLOG_PAGE_TEXT = defineCatalogue(
  {
    description:
      'Adıyaman’ın tarihi, mutfağı, doğası ve iş dünyası üzerine rehber yazılar: Nemrut Dağı, çiğ köfte, Kâhta ve ilçeler.',
    intro: 'Adıyaman’ı keşfetmek için gezi rehberleri, yöresel lezzetler, kültür ve yerel iş dünyasından yazılar.',
  },
  {
    en: {
      description:
        'Guides to the history, food, nature and business life of Adıyaman: Mount Nemrut, çiğ köfte, Kâhta and the districts.',
      intro: 'Travel guides, local flavours, culture and stories from local business to discover Adıyaman.',
    },
    ku: {
      description:
        'Nivîsên rêber li ser dîrok, xwarin, xweza û jiyana karsaziyê ya Adıyamanê: Çiyayê Nemrûdê, çîg kufte, Kâhta û navçe.',
      intro: 'Ji bo naskirina Adıyamanê rêberên gerê, tamên herêmî, çand û nivîsên ji jiyana karsaziyê ya herêmî.',
    },
  },
);

/** The list island's words (BlogList.island.tsx): strings only; `{n}` is a number. */
export const BLOG_LIST_TEXT = defineCatalogue(
  {
    allPosts: BLOG_MSG.allPosts,
    featured: BLOG_MSG.featured,
    emptyBlog: BLOG_MSG.emptyBlog,
    noResults: BLOG_MSG.noResults,
    clearFilters: BLOG_MSG.clearFilters,
    searchLabel: BLOG_MSG.searchLabel,
    placeholder: 'Yazılarda ara...',
    filterLabel: BLOG_MSG.filterLabel,
    categoryFilter: 'Kategori filtresi',
    search: BLOG_MSG.search,
    allCategories: BLOG_MSG.allCategories,
    views: BLOG_MSG.views,
    tags: 'Etiketler',
    count: '{n} yazı',
    readingTime: '{n} dk okuma',
  },
  {
    en: {
      allPosts: 'All posts',
      featured: 'Featured posts',
      emptyBlog: 'No blog posts have been published yet.',
      noResults: 'No posts match your search.',
      clearFilters: 'Clear filters',
      searchLabel: 'Search the posts',
      placeholder: 'Search the posts...',
      filterLabel: 'Search and filter the blog posts',
      categoryFilter: 'Category filter',
      search: 'Search',
      allCategories: 'All',
      views: 'views',
      tags: 'Tags',
      count: '{n} posts',
      readingTime: '{n} min read',
    },
    ku: {
      allPosts: 'Hemû nivîs',
      featured: 'Nivîsên berçav',
      emptyBlog: 'Hîn tu nivîsa blogê nehatiye weşandin.',
      noResults: 'Nivîsek li gorî lêgerîna we nehat dîtin.',
      clearFilters: 'Parzûnan paqij bike',
      searchLabel: 'Di nivîsan de bigere',
      placeholder: 'Di nivîsan de bigere...',
      filterLabel: 'Nivîsên blogê bigere û parzûn bike',
      categoryFilter: 'Parzûna kategoriyê',
      search: 'Lêgerîn',
      allCategories: 'Hemû',
      views: 'dîtin',
      tags: 'Etîket',
      count: '{n} nivîs',
      readingTime: '{n} deqe xwendin',
    },
  },
);

/** The blog's categories as each language names them (the Turkish names are categories.ts's). */
const BLOG_CATEGORY_NAMES: Record<'en' | 'ku', Record<BlogCategory, string>> = {
  en: {
    'Food & Dining': 'Food & dining',
    'Health & Wellness': 'Health & wellness',
    Tourism: 'Tourism',
    Business: 'Business',
    Technology: 'Technology',
    Lifestyle: 'Lifestyle',
    Culture: 'Culture',
    Events: 'Events',
  },
  ku: {
    'Food & Dining': 'Xwarin û vexwarin',
    'Health & Wellness': 'Tenduristî û jiyan',
    Tourism: 'Tûrîzm',
    Business: 'Karsazî',
    Technology: 'Teknolojî',
    Lifestyle: 'Şêwaza jiyanê',
    Culture: 'Çand',
    Events: 'Çalakî',
  },
};

/** A blog category's name in a language, or null for Turkish (categories.ts names it there). */
export function blogCategoryNamesIn(lang: Lang): Record<string, string> | null {
  return lang === 'tr' ? null : BLOG_CATEGORY_NAMES[lang];
}

/** The minutes of a stored reading time ('5 dk okuma') in a language. */
export function readingTimeIn(lang: Lang, stored: string | null): string | null {
  const minutes = stored ? /\d+/.exec(stored)?.[0] : undefined;
  return lang === 'tr' || !minutes ? stored : BLOG_LIST_TEXT[lang].readingTime.replace('{n}', minutes);
}

/** The share button's words are the site's (lib/i18n/messages), as on the bar's share button. */
function shareWords(lang: Lang) {
  const site = messagesOf(lang);
  return { share: site.share, copied: site.linkCopied, copyFailed: site.copyFailed };
}

/** A post page's own words around the post (BlogPostArticle.astro and its islands): strings only. */
export const BLOG_POST_TEXT = defineCatalogue(
  {
    backToBlog: MSG.backToBlog,
    tags: 'Etiketler',
    related: BLOG_MSG.related,
    views: BLOG_MSG.views,
    ...shareWords('tr'),
    copiedText: 'Link panoya kopyalandı, istediğiniz yere yapıştırabilirsiniz.',
    copyFailedText: 'Lütfen bağlantıyı manuel olarak kopyalayın.',
  },
  {
    en: {
      backToBlog: 'Back to the blog',
      tags: 'Tags',
      related: 'Related posts',
      views: 'views',
      ...shareWords('en'),
      copiedText: 'The link is on your clipboard; paste it wherever you like.',
      copyFailedText: 'Please copy the link by hand.',
    },
    ku: {
      backToBlog: 'Vegere blogê',
      tags: 'Etîket',
      related: 'Nivîsên têkildar',
      views: 'dîtin',
      ...shareWords('ku'),
      copiedText: 'Girêdan li panoyê hat kopîkirin, hûn dikarin li ku derê bixwazin bixin.',
      copyFailedText: 'Ji kerema xwe girêdanê bi destan kopî bikin.',
    },
  },
);

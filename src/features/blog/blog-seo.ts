import type { BlogPost } from '~/features/blog/messages.ts';
import { postPath } from '~/lib/paths.ts';
import { DEFAULT_OG_IMAGE, SITE_NAME } from '~/lib/site.ts';

/** Page metadata of a post (SPEC §2): metaTitle or '{title} | site blog', metaDescription or excerpt. */
export function blogPostMeta(post: BlogPost): {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
} {
  return {
    title: post.metaTitle ?? `${post.title} | ${SITE_NAME} Blog`,
    description: post.metaDescription ?? post.excerpt,
    keywords: post.targetKeywords,
    canonical: postPath(post.slug),
  };
}

/** The first words of a post's HTML as a head's description (about as long as search results show). */
function summaryOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : 157)}…`;
}

/**
 * A post's head on an English or Kurmanji page: the version's title (and a description from its text)
 * where the desk wrote one, else the post's own Turkish title and description (content); the site is
 * named in the page's language.
 */
export function blogPostMetaIn(
  post: BlogPost,
  version: { title: string | null; content: string | null } | null,
  siteName: string,
): ReturnType<typeof blogPostMeta> {
  const turkish = blogPostMeta(post);
  if (!version?.title) {
    return post.metaTitle ? turkish : { ...turkish, title: `${post.title} | ${siteName} Blog` };
  }
  return {
    ...turkish,
    title: `${version.title} | ${siteName} Blog`,
    description: version.content ? summaryOf(version.content) : turkish.description,
  };
}

/** BlogPosting structured data of a post (in the language its text is written in). */
export function blogPostingJsonLd(post: BlogPost, origin: string, inLanguage = 'tr-TR'): object {
  const url = new URL(postPath(post.slug), origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription ?? post.excerpt,
    image: new URL(post.featuredImage ?? DEFAULT_OG_IMAGE, origin).href,
    datePublished: post.publishedAt ?? undefined,
    articleSection: post.category,
    keywords: [...post.tags, ...post.targetKeywords].join(', ') || undefined,
    inLanguage,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: SITE_NAME },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
    },
  };
}

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

/** BlogPosting structured data of a post. */
export function blogPostingJsonLd(post: BlogPost, origin: string): object {
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
    inLanguage: 'tr-TR',
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

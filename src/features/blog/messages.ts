// Texts, limits and DTOs of the blog, zod-free so islands that only show them stay small.

/** Messages of the blog screens and the create form (SPEC §2, §5, §8). */
export const BLOG_MSG = {
  titleMin: 'Title must be at least 10 characters',
  slugMin: 'Slug must be at least 5 characters',
  slugPattern: 'Slug must be lowercase letters, numbers, and hyphens only',
  contentMin: 'Content must be at least 100 characters',
  excerptMin: 'Excerpt must be at least 20 characters',
  excerptMax: 'Excerpt must be at most 300 characters',
  categoryRequired: 'Category is required',
  featuredImageUrl: 'Featured image must be a valid http(s) URL',
  tooLong: 'Too long',
  slugTaken: 'A post with this slug already exists. Please choose another slug.',
  createdTitle: 'Blog Post Created',
  createdText: 'Your blog post has been published successfully!',
  draftSavedText: 'Your draft has been saved.',
  createFailedTitle: 'Error',
  createFailedText: 'Failed to create blog post',
  createNewPost: 'Create New Post',
  formTitle: 'Create New Blog Post',
  allPosts: 'Tüm Yazılar',
  featured: 'Öne Çıkan Yazılar',
  emptyBlog: 'Henüz yayınlanmış blog yazısı yok.',
  noResults: 'Aramanızla eşleşen yazı bulunamadı.',
  clearFilters: 'Filtreleri temizle',
  searchLabel: 'Yazılarda ara',
  allCategories: 'Tümü',
  related: 'İlgili Yazılar',
  share: 'Paylaş',
  views: 'görüntülenme',
  readMore: 'Devamını oku',
} as const;

export const BLOG_LIMITS = {
  titleMin: 10,
  titleMax: 200,
  slugMin: 5,
  slugMax: 120,
  contentMin: 100,
  contentMax: 200_000,
  excerptMin: 20,
  excerptMax: 300,
  metaMax: 300,
  listItemMax: 60,
  listMax: 30,
} as const;

export const SLUG_PATTERN = /^[a-z0-9-]+$/;
export const CONTENT_FORMATS = ['html', 'markdown'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

/** Comma-separated text or a list → trimmed items, empty ones dropped (SPEC §5). */
export function splitCommaList(value: string | string[] | null | undefined): string[] {
  const items = Array.isArray(value) ? value : (value ?? '').split(',');
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

/** A post in lists (no content). */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  featuredImage: string | null;
  publishedAt: string | null;
  views: number;
  readingTime: string | null;
}

/** A whole post: content is sanitized HTML, safe to render as given. */
export interface BlogPost extends BlogPostSummary {
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  targetKeywords: string[];
  relatedBusinessIds: number[];
  publishStatus: string;
  authorId: number | null;
}

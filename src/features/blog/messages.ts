// Texts, limits and DTOs of the blog, zod-free so islands that only show them stay small.

/** Texts of the blog's reading screens (SPEC §2, §8). */
export const BLOG_MSG = {
  createNewPost: 'Create New Post',
  allPosts: 'Tüm Yazılar',
  featured: 'Öne Çıkan Yazılar',
  emptyBlog: 'Henüz yayınlanmış blog yazısı yok.',
  noResults: 'Aramanızla eşleşen yazı bulunamadı.',
  clearFilters: 'Filtreleri temizle',
  searchLabel: 'Yazılarda ara',
  filterLabel: 'Blog yazılarını ara ve filtrele',
  search: 'Ara',
  allCategories: 'Tümü',
  related: 'İlgili Yazılar',
  views: 'görüntülenme',
  readMore: 'Devamını oku',
} as const;

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

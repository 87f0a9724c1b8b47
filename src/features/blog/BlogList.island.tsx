import { useMemo } from 'react';
import { BLOG_FILTER_CATEGORIES, blogCategoryLabel } from '~/features/blog/categories.ts';
import {
  ALL_CATEGORIES,
  BLOG_ADDRESS,
  type BlogFilters,
  NO_BLOG_FILTERS,
  readBlogFilters,
} from '~/features/blog/filters.ts';
import { BLOG_MSG, type BlogPostSummary } from '~/features/blog/messages.ts';
import { useUrlState } from '~/lib/client/url-state.ts';
import { FEATURED_BLOG_POSTS, SEARCH_TEXT_MAX } from '~/lib/constants.ts';
import { postPath } from '~/lib/paths.ts';
import { foldTr, formatDateTr, formatNumber } from '~/lib/text.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  posts: BlogPostSummary[];
  /** The filters the page was asked for, read from its query. */
  filters: BlogFilters;
}

function matches(post: BlogPostSummary, query: string): boolean {
  if (!query) return true;
  const haystack = foldTr([post.title, post.excerpt, post.category, ...post.tags].join(' '));
  return foldTr(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function PostCard({ post, featured }: { post: BlogPostSummary; featured: boolean }) {
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${featured ? 'border-brand-200' : 'border-slate-200'}`}
    >
      {post.featuredImage && (
        <img src={post.featuredImage} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-700">{post.category}</span>
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDateTr(post.publishedAt)}</time>}
          {post.readingTime && <span>· {post.readingTime}</span>}
          <span>
            · {formatNumber(post.views)} {BLOG_MSG.views}
          </span>
        </div>
        <h3 className={`mt-3 font-bold text-slate-900 ${featured ? 'text-xl' : 'text-lg'}`}>
          <a href={postPath(post.slug)} className="hover:text-brand-700 hover:underline">
            {post.title}
          </a>
        </h3>
        <p className="mt-2 flex-1 text-sm text-slate-700">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Etiketler">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                #{tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

interface PostSectionProps {
  headingId: string;
  title: string;
  posts: BlogPostSummary[];
  featured: boolean;
}

/** Posts under their heading: the featured ones three across, the rest in narrower columns. */
function PostSection({ headingId, title, posts, featured }: PostSectionProps) {
  return (
    <section aria-labelledby={headingId} className={featured ? 'mt-8' : 'mt-12'}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className={`mt-4 grid gap-6 ${featured ? 'md:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} featured={featured} />
        ))}
      </div>
    </section>
  );
}

/**
 * The /blog list: search, category filter, the first 3 featured and the rest under 'Tüm Yazılar'.
 * The filters are a GET form to /blog/search (which renders them without JavaScript); hydrated, the list
 * follows them live and keeps them in the address bar.
 */
export default function BlogList({ posts, filters }: Props) {
  const { state, form, update, onSubmit } = useUrlState({
    initial: filters,
    defaults: NO_BLOG_FILTERS,
    parse: readBlogFilters,
    address: BLOG_ADDRESS,
  });
  const { q: query, category } = state;

  const visible = useMemo(
    () =>
      posts.filter(
        (post) => (category === ALL_CATEGORIES || post.category === category) && matches(post, query.trim()),
      ),
    [posts, category, query],
  );
  const featured = visible.slice(0, FEATURED_BLOG_POSTS);
  const rest = visible.slice(FEATURED_BLOG_POSTS);
  const filtered = query.trim() !== '' || category !== ALL_CATEGORIES;

  if (posts.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
        {BLOG_MSG.emptyBlog}
      </p>
    );
  }

  return (
    <div>
      <search aria-label={BLOG_MSG.filterLabel}>
        <form
          ref={form}
          method="get"
          action={BLOG_ADDRESS.filtered}
          onSubmit={onSubmit}
          className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between"
        >
          <div className="flex w-full gap-2 md:max-w-sm">
            <label htmlFor="blog-search" className="sr-only">
              {BLOG_MSG.searchLabel}
            </label>
            <input
              id="blog-search"
              name="q"
              type="search"
              maxLength={SEARCH_TEXT_MAX}
              placeholder="Yazılarda ara..."
              value={query}
              onChange={(e) => update({ q: e.target.value }, 'replace')}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            {/* The form's default button (Enter in the box): it sends the text with the category chosen. */}
            <button type="submit" name="category" value={category} className={buttonClass('primary', 'md')}>
              {BLOG_MSG.search}
            </button>
          </div>
          <fieldset aria-label="Kategori filtresi" className="flex flex-wrap gap-2">
            {[ALL_CATEGORIES, ...BLOG_FILTER_CATEGORIES].map((value) => (
              <button
                key={value}
                type="submit"
                name="category"
                value={value}
                aria-pressed={category === value}
                onClick={(e) => {
                  e.preventDefault();
                  update({ category: value }, 'push');
                }}
                className={`rounded-full border px-3 py-1.5 text-sm font-medium ${category === value ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'}`}
              >
                {value === ALL_CATEGORIES ? BLOG_MSG.allCategories : blogCategoryLabel(value)}
              </button>
            ))}
          </fieldset>
        </form>
      </search>

      <p aria-live="polite" className="sr-only">{`${visible.length} yazı`}</p>

      {visible.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-700">{BLOG_MSG.noResults}</p>
          {filtered && (
            <a
              href={BLOG_ADDRESS.plain}
              onClick={(e) => {
                e.preventDefault();
                update(NO_BLOG_FILTERS, 'push');
              }}
              className={`mt-4 ${buttonClass('secondary', 'sm')}`}
            >
              {BLOG_MSG.clearFilters}
            </a>
          )}
        </div>
      ) : (
        <>
          <PostSection headingId="featured-heading" title={BLOG_MSG.featured} posts={featured} featured />
          {rest.length > 0 && (
            <PostSection headingId="all-posts-heading" title={BLOG_MSG.allPosts} posts={rest} featured={false} />
          )}
        </>
      )}
    </div>
  );
}

import { useMemo } from 'react';
import type { BLOG_LIST_TEXT } from '~/features/blog/blog-i18n.ts';
import { BLOG_FILTER_CATEGORIES, blogCategoryLabel } from '~/features/blog/categories.ts';
import {
  ALL_CATEGORIES,
  BLOG_ADDRESS,
  type BlogFilters,
  NO_BLOG_FILTERS,
  readBlogFilters,
} from '~/features/blog/filters.ts';
import type { BlogPostSummary } from '~/features/blog/messages.ts';
import { addressIn } from '~/lib/client/address-in.ts';
import { useUrlState } from '~/lib/client/url-state.ts';
import { FEATURED_BLOG_POSTS, SEARCH_TEXT_MAX } from '~/lib/constants.ts';
import type { IslandLanguage } from '~/lib/i18n/island-language.ts';
import { postPath } from '~/lib/paths.ts';
import { foldTr } from '~/lib/text.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

/**
 * A post as the list shows it: its publication date written in the page's language, and its title's
 * language when that is the page's, not Turkish.
 */
type ListedPost = BlogPostSummary & { date?: string; titleLang?: string };

/** What a post card needs beyond the post: the page's words and language (categories.ts names the categories in Turkish). */
type PageLanguage = IslandLanguage<(typeof BLOG_LIST_TEXT)['tr']>;

export interface Props extends PageLanguage {
  posts: ListedPost[];
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

function PostCard({ post, featured, page }: { post: ListedPost; featured: boolean; page: PageLanguage }) {
  const { text, prefix, locale } = page;
  // The post's own words (title, excerpt, tags) are as written, in Turkish: marked so on the other pages.
  const content = prefix ? 'tr' : undefined;
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${featured ? 'border-brand-200' : 'border-slate-200'}`}
    >
      {post.featuredImage && (
        <img src={post.featuredImage} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-700">
            {page.categoryNames?.[post.category] ?? post.category}
          </span>
          {post.publishedAt && post.date && <time dateTime={post.publishedAt}>{post.date}</time>}
          {post.readingTime && <span>· {post.readingTime}</span>}
          <span>
            · {post.views.toLocaleString(locale)} {text.views}
          </span>
        </div>
        <h3 className={`mt-3 font-bold text-slate-900 ${featured ? 'text-xl' : 'text-lg'}`}>
          <a
            href={prefix + postPath(post.slug)}
            className="hover:text-brand-700 hover:underline"
            lang={post.titleLang ?? content}
          >
            {post.title}
          </a>
        </h3>
        <p className="mt-2 flex-1 text-sm text-slate-700" lang={content}>
          {post.excerpt}
        </p>
        {post.tags.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={text.tags} lang={content}>
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
  posts: ListedPost[];
  featured: boolean;
  page: PageLanguage;
}

/** Posts under their heading: the featured ones three across, the rest in narrower columns. */
function PostSection({ headingId, title, posts, featured, page }: PostSectionProps) {
  return (
    <section aria-labelledby={headingId} className={featured ? 'mt-8' : 'mt-12'}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className={`mt-4 grid gap-6 ${featured ? 'md:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3'}`}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} featured={featured} page={page} />
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
export default function BlogList({ posts, filters, text, categoryNames, prefix, locale }: Props) {
  const address = addressIn(BLOG_ADDRESS, prefix);
  const page = { text, categoryNames, prefix, locale };
  const categoryName = (value: string) => categoryNames?.[value] ?? blogCategoryLabel(value);
  const { state, form, update, onSubmit } = useUrlState({
    initial: filters,
    defaults: NO_BLOG_FILTERS,
    parse: readBlogFilters,
    address,
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
        {text.emptyBlog}
      </p>
    );
  }

  return (
    <div>
      <search aria-label={text.filterLabel}>
        <form
          ref={form}
          method="get"
          action={address.filtered}
          onSubmit={onSubmit}
          className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between"
        >
          <div className="flex w-full gap-2 md:max-w-sm">
            <label htmlFor="blog-search" className="sr-only">
              {text.searchLabel}
            </label>
            <input
              id="blog-search"
              name="q"
              type="search"
              maxLength={SEARCH_TEXT_MAX}
              placeholder={text.placeholder}
              value={query}
              onChange={(e) => update({ q: e.target.value }, 'replace')}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
            {/* The form's default button (Enter in the box): it sends the text with the category chosen. */}
            <button type="submit" name="category" value={category} className={buttonClass('primary', 'md')}>
              {text.search}
            </button>
          </div>
          <fieldset aria-label={text.categoryFilter} className="flex flex-wrap gap-2">
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
                {value === ALL_CATEGORIES ? text.allCategories : categoryName(value)}
              </button>
            ))}
          </fieldset>
        </form>
      </search>

      <p aria-live="polite" className="sr-only">
        {text.count.replace('{n}', visible.length.toLocaleString(locale))}
      </p>

      {visible.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-700">{text.noResults}</p>
          {filtered && (
            <a
              href={address.plain}
              onClick={(e) => {
                e.preventDefault();
                update(NO_BLOG_FILTERS, 'push');
              }}
              className={`mt-4 ${buttonClass('secondary', 'sm')}`}
            >
              {text.clearFilters}
            </a>
          )}
        </div>
      ) : (
        <>
          <PostSection headingId="featured-heading" title={text.featured} posts={featured} featured page={page} />
          {rest.length > 0 && (
            <PostSection
              headingId="all-posts-heading"
              title={text.allPosts}
              posts={rest}
              featured={false}
              page={page}
            />
          )}
        </>
      )}
    </div>
  );
}

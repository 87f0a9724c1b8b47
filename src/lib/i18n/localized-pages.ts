// The visitor pages that are pre-rendered in Turkish: their English and Kurmanji versions are rendered
// on demand by the /en and /ku catch-alls (src/layouts/PrefixedPage.astro), since a rewrite on the
// server cannot reach a pre-rendered page. Every other visitor page is reached by the middleware's rewrite.

const PRERENDERED_VISITOR_PAGES = [
  '/contact',
  '/kvkk',
  '/tourism',
  '/favorilerim',
  '/register-business',
  '/add-business',
  '/partnership',
] as const;

/** The forms whose confirmation (`/contact/sent`) is pre-rendered. */
const SENT_PAGES = ['/contact', '/register-business', '/add-business', '/partnership'] as const;

/** Whether a form page (a Turkish path) has a pre-rendered confirmation of its own at `${page}/sent`. */
export function hasSentPage(page: string): boolean {
  return (SENT_PAGES as readonly string[]).includes(page);
}

/** A pre-rendered visitor page's confirmation's form page, if the path is one (`/contact/sent` → `/contact`). */
export function sentPageOf(path: string): string | null {
  const page = path.endsWith('/sent') ? path.slice(0, -'/sent'.length) : '';
  return (SENT_PAGES as readonly string[]).includes(page) ? page : null;
}

/** Whether the /en and /ku catch-alls render a Turkish path themselves (it is pre-rendered). */
export function isPrefixedPageServedHere(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (PRERENDERED_VISITOR_PAGES as readonly string[]).includes(clean) || sentPageOf(clean) !== null;
}

/**
 * The visitor pages without parameters, which the build's sitemap lists in Turkish (astro.config.mjs
 * names their versions there); /sitemap-pages.xml lists their English and Kurmanji versions. Marked pure:
 * a form island reaches this module through sentPath and must not build the list for nothing.
 */
export const BUILD_SITEMAP_VISITOR_PAGES: readonly string[] = /* @__PURE__ */ [
  '/',
  '/businesses',
  '/categories',
  '/blog',
  '/business-directory-mobile',
  '/cevrimdisi',
].concat(/* @__PURE__ */ PRERENDERED_VISITOR_PAGES.filter((page) => page !== '/favorilerim'));

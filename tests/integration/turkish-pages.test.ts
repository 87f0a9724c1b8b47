import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import { CATEGORIES } from '~/features/listings/categories.ts';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { MAIL } from '~/features/mail/templates.ts';
import NotFoundPage from '~/pages/404.astro';
import AddBusinessPage from '~/pages/add-business.astro';
import AnalyticsPage from '~/pages/analytics.astro';
import AuthorityPage from '~/pages/authority.astro';
import AuthorityBuilderPage from '~/pages/authority-builder.astro';
import BlogPostPage from '~/pages/blog/[...slug].astro';
import BlogIndexPage from '~/pages/blog/index.astro';
import BlogSearchPage from '~/pages/blog/search.astro';
import BulkImportPage from '~/pages/bulk-import.astro';
import ReportPage from '~/pages/business/[id]/bildir.astro';
import MessagePage from '~/pages/business/[id]/mesaj.astro';
import BusinessPage from '~/pages/business/[id].astro';
import MobilePage from '~/pages/business-directory-mobile.astro';
import ManagementPage from '~/pages/business-management.astro';
import BusinessesPage from '~/pages/businesses.astro';
import CategorySearchPage from '~/pages/categories/search.astro';
import CategoriesPage from '~/pages/categories.astro';
import OfflinePage from '~/pages/cevrimdisi.astro';
import ContactPage from '~/pages/contact.astro';
import DonatePage from '~/pages/donate.astro';
import DonationsPage from '~/pages/donations.astro';
import EventsPage from '~/pages/etkinlikler.astro';
import FavoritesPage from '~/pages/favorilerim.astro';
import OffersPage from '~/pages/firsatlar.astro';
import DevelopersPage from '~/pages/gelistiriciler.astro';
import OwnerSectionPage from '~/pages/hesabim/isletme/[id]/[section].astro';
import OwnerListingPage from '~/pages/hesabim/isletme/[id].astro';
import ClaimPage from '~/pages/hesabim/sahiplen/[id].astro';
import DashboardPage from '~/pages/hesabim.astro';
import LoginPage from '~/pages/hesap/giris.astro';
import SignUpPage from '~/pages/hesap/kayit.astro';
import ResetPage from '~/pages/hesap/sifre-sifirla.astro';
import ForgotPage from '~/pages/hesap/sifremi-unuttum.astro';
import DistrictPage from '~/pages/ilce/[...path].astro';
import HomePage from '~/pages/index.astro';
import CategoryPage from '~/pages/kategori/[...path].astro';
import KvkkPage from '~/pages/kvkk.astro';
import PharmacyPage from '~/pages/nobetci-eczane/[...ilce].astro';
import PartnershipPage from '~/pages/partnership.astro';
import RegisterPage from '~/pages/register-business.astro';
import SeoEnhancementPage from '~/pages/seo-enhancement.astro';
import SeoToolPage from '~/pages/seo-tools/[tab].astro';
import SeoToolsPage from '~/pages/seo-tools.astro';
import SubscribePage from '~/pages/subscribe.astro';
import TourismPage from '~/pages/tourism.astro';
import NemrutPage from '~/pages/turizm/nemrut.astro';
import { ownedListing } from '../support/listing-photos.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Every Turkish page a visitor or an owner reads, rendered in Astro's container as the built handler
// renders them: no English interface words in what the site writes, except the texts the specification
// quotes word for word (SPEC.md).

type Page = Parameters<AstroContainer['renderToResponse']>[0];

let t: TestDb;
let container: AstroContainer;
let owner: { id: number; token: string };
let listing: number;
let blogSlug: string;

/** English texts SPEC.md quotes word for word for pages a visitor or owner reads; written as quoted. */
const SPEC_QUOTED = [
  'Create New Post',
  'Create New Blog Post',
  'Website Authority Report',
  'Website Authority Builder',
  'Mark as Started',
  'Mark as Sent',
  'SEO Enhancement Center',
  'Owner Access Required',
  'Business Directory Analytics',
  'No visitor data available',
  'No server data available',
  'No URL data',
  'No referrer data',
  'No device data',
  'Basic Premium',
  'Premium Plus',
  'Elite Showcase',
  'Invalid Amount',
  'Anonymous',
  'Missing Information',
  'Please select a file and category',
  'Please enter URLs and select a category',
  'Category is required',
  'Access Denied',
  'API keys not configured',
  'Payment Setup Failed',
  'Payment Failed',
  'Payment Successful',
  'Upload Failed',
  'Upload failed',
  'Import Failed',
  'Business not found',
  'Failed to fetch',
  'Failed to create blog post',
  'Blog Post Created',
  'Google Maps',
];

/** Common English interface words (whole words, as an interface writes them). */
const ENGLISH_UI =
  /\b(Submit|Cancel|Save|Delete|Edit|Loading|Search|Next|Previous|Back|Home|Log ?in|Log ?out|Sign (?:in|up|out)|Required|Error|Success|Close|Menu|Share|Details|More|Read more|Show more|Upload|Download|Send|Update|Remove|Add|Continue|Confirm|Yes|No(?![:.]?\s*\d)|Optional|Welcome|Settings|Profile|Account|Password|Email|Filter|Sort by|Clear|Reset|Apply|View all|See all|Open|Contact us|Learn more|Get started|Please|Loading\.\.\.)\b/g;

/** What the site writes in a page: no scripts, styles, templates, tags or entities; the spec's quotes taken out. */
function pageText(html: string): string {
  let text = html
    .replace(/<head>[\s\S]*?<\/head>/, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  for (const quote of SPEC_QUOTED) text = text.split(quote).join(' ');
  return text;
}

/** The English interface words a page shows, each with a little of its surrounding text. */
function englishWordsIn(html: string): string[] {
  const text = pageText(html).replace(/\s+/g, ' ');
  return [...text.matchAll(ENGLISH_UI)].map((m) => `${m[0]} «${text.slice(Math.max(0, m.index - 30), m.index + 30)}»`);
}

/** Texts SPEC.md quotes word for word with a straight apostrophe before a suffix; kept as quoted. */
const SPEC_QUOTED_APOSTROPHE = [
  "Blog'a Dön",
  "Geçerli bir Google Maps URL'si girin",
  "Google Maps'ten veri alınırken hata oluştu",
];

/**
 * A straight apostrophe between a name or a number and its Turkish suffix ('Adıyaman'ın', '112'yi',
 * '%20'ye'), where the site writes ’. English contractions and possessives ('s, 't, 're …) are not one.
 */
const STRAIGHT_SUFFIX = /[\p{L}\d%]'(?!(?:s|t|re|ll|ve|d|m)\b)\p{Ll}+/gu;

/**
 * What a person reads of a page or a mail: its text, its title and description (what a search result
 * shows), and the words of its attributes (labels, tooltips, placeholders, alternative texts); no scripts
 * or styles. Entities are read as the characters they stand for.
 */
function readableText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:content|title|alt|aria-label|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join(' ')
    .replace(/&#39;|&#x27;|&apos;/gi, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The straight apostrophes before a Turkish suffix in a text, each with a little of its surrounding text. */
function straightSuffixesIn(text: string): string[] {
  let kept = text;
  for (const quote of SPEC_QUOTED_APOSTROPHE) kept = kept.split(quote).join(' ');
  return [...kept.matchAll(STRAIGHT_SUFFIX)].map(
    (m) => `${m[0]} «${kept.slice(Math.max(0, m.index - 30), m.index + 30)}»`,
  );
}

async function render(page: Page, path: string, params: Record<string, string> = {}, signedIn = false) {
  const user = signedIn ? await findSessionUser(t.db, owner.token) : null;
  const response = await container.renderToResponse(page, {
    request: new Request(new URL(path, 'http://127.0.0.1')),
    params,
    locals: { user, sessionToken: signedIn ? owner.token : null, lang: 'tr' },
  });
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  owner = await signedInUser(t.db, 'owner', 'tarayici');
  listing = (await ownedListing(t.db, owner.id, 'Tarama Konak Otel')).id;
  const post = await t.db
    .selectFrom('blogPosts')
    .select('slug')
    .where('publishStatus', '=', 'published')
    .executeTakeFirstOrThrow();
  blogSlug = post.slug;
});
afterAll(async () => {
  await t.cleanup();
});

const district = DISTRICTS[5]?.slug ?? '';
const category = CATEGORIES[0]?.slug ?? '';
/** [address, page, params, signed in as the owner]. */
const PAGES: () => [string, Page, Record<string, string>, boolean][] = () => [
  ['/', HomePage, {}, false],
  ['/businesses', BusinessesPage, {}, false],
  [`/business/${listing}`, BusinessPage, { id: String(listing) }, false],
  ['/categories', CategoriesPage, {}, false],
  [`/ilce/${district}`, DistrictPage, { path: district }, false],
  [`/kategori/${category}`, CategoryPage, { path: category }, false],
  ['/blog', BlogIndexPage, {}, false],
  [`/blog/${blogSlug}`, BlogPostPage, { slug: blogSlug }, false],
  ['/contact', ContactPage, {}, false],
  ['/kvkk', KvkkPage, {}, false],
  ['/tourism', TourismPage, {}, false],
  ['/favorilerim', FavoritesPage, {}, false],
  ['/register-business', RegisterPage, {}, false],
  ['/add-business', AddBusinessPage, {}, false],
  ['/subscribe', SubscribePage, {}, false],
  ['/partnership', PartnershipPage, {}, false],
  ['/hesap/giris', LoginPage, {}, false],
  ['/hesap/kayit', SignUpPage, {}, false],
  ['/hesap/sifremi-unuttum', ForgotPage, {}, false],
  ['/hesabim', DashboardPage, {}, true],
  [`/hesabim/isletme/${listing}`, OwnerListingPage, { id: String(listing) }, true],
  ['/404', NotFoundPage, {}, false],
  ['/analytics', AnalyticsPage, {}, false],
  ['/authority-builder', AuthorityBuilderPage, {}, false],
  ['/authority', AuthorityPage, {}, false],
  ['/blog/search?q=nemrut', BlogSearchPage, {}, false],
  ['/bulk-import', BulkImportPage, {}, false],
  ['/business-directory-mobile', MobilePage, {}, false],
  ['/business-management', ManagementPage, {}, false],
  [`/business/${listing}/bildir`, ReportPage, { id: String(listing) }, false],
  [`/business/${listing}/mesaj`, MessagePage, { id: String(listing) }, false],
  ['/categories/search?q=otel', CategorySearchPage, {}, false],
  ['/cevrimdisi', OfflinePage, {}, false],
  ['/donate', DonatePage, {}, false],
  ['/donations', DonationsPage, {}, false],
  ['/etkinlikler', EventsPage, {}, false],
  ['/firsatlar', OffersPage, {}, false],
  ['/gelistiriciler', DevelopersPage, {}, false],
  ['/hesap/sifre-sifirla', ResetPage, {}, false],
  ['/nobetci-eczane', PharmacyPage, {}, false],
  ['/seo-enhancement', SeoEnhancementPage, {}, false],
  ['/seo-enhancement', SeoEnhancementPage, {}, true],
  ['/seo-tools', SeoToolsPage, {}, false],
  ['/seo-tools/technical-seo', SeoToolPage, { tab: 'technical-seo' }, false],
  ['/seo-tools/keyword-research?seedKeyword=otel', SeoToolPage, { tab: 'keyword-research' }, false],
  ['/seo-tools/content-calendar', SeoToolPage, { tab: 'content-calendar' }, false],
  [
    '/seo-tools/blog-generator?targetKeyword=otel&contentType=local_guide&category=Otel',
    SeoToolPage,
    { tab: 'blog-generator' },
    false,
  ],
  ['/turizm/nemrut', NemrutPage, {}, false],
  [`/hesabim/sahiplen/${listing}`, ClaimPage, { id: String(listing) }, true],
  ['/subscribe', SubscribePage, {}, true],
  ...['fotograflar', 'yorumlar', 'mesajlar', 'istatistikler', 'paylasimlar'].map(
    (section) =>
      [`/hesabim/isletme/${listing}/${section}`, OwnerSectionPage, { id: String(listing), section }, true] as [
        string,
        Page,
        Record<string, string>,
        boolean,
      ],
  ),
];

describe('Turkish pages a visitor or owner reads', () => {
  it('write no English interface words outside the texts the specification quotes', async () => {
    const found: Record<string, string[]> = {};
    for (const [path, page, params, signedIn] of PAGES()) {
      const { status, html } = await render(page, path, params, signedIn);
      // Some answer a visitor with a refusal or a way to the login: what they show is read all the same.
      expect(status, path).toBeLessThan(500);
      const words = englishWordsIn(html);
      if (words.length > 0) found[path] = words;
    }
    expect(found).toEqual({});
  });

  it('the scan finds an English word planted in a rendered page', async () => {
    const { html } = await render(HomePage, '/');
    expect(englishWordsIn(html)).toEqual([]);
    const planted = html.replace('</main>', '<button type="button">Submit</button></main>');
    expect(englishWordsIn(planted).map((w) => w.split(' ')[0])).toEqual(['Submit']);
    // A word inside a script, or one of the spec's quoted texts, is not the page's own text.
    expect(englishWordsIn(html.replace('</main>', '<script>const Submit = 1;</script></main>'))).toEqual([]);
    expect(englishWordsIn(html.replace('</main>', '<p>Access Denied</p></main>'))).toEqual([]);
  });
});

/** One call of each mail template, with sample values (a new template fails tsc until it has one). */
const SAMPLE_MAILS: { [K in keyof typeof MAIL]: Parameters<(typeof MAIL)[K]> } = {
  inboxReply: ['Yanıtınız', 'Merhaba.\n\nBilgi için teşekkürler.'],
  inquiry: [
    'Kâhta Kebap',
    { name: 'Ayşe', email: 'ayse@example.com', phone: '0532 000 00 00', message: 'Açık mısınız?' },
    'https://example.com/m',
  ],
  verification: ['https://example.com/v', 24],
  passwordReset: ['https://example.com/r', 1],
  emailChange: ['https://example.com/e', 24],
  invitation: ['Kâhta Kebap', 'https://example.com/i'],
  reportResolved: ['Kâhta Kebap', 'Telefon numarası düzeltildi.', 'https://example.com/b'],
  submissionReceived: ['Kâhta Kebap'],
  approved: ['Kâhta Kebap', 'https://example.com/b'],
  rejected: ['Kâhta Kebap', 'Eksik bilgi'],
  claimCode: ['Kâhta Kebap', '123456', 30],
  claimResult: ['Kâhta Kebap', false, 'Belge okunmuyor'],
  changeApproved: ['Kâhta Kebap'],
  changeRejected: ['Kâhta Kebap', 'Eksik bilgi'],
  accountExists: ['https://example.com/l', 'https://example.com/r'],
  accountDeleted: [],
  ownerLeft: [['Kâhta Kebap', 'Besni Lokantası']],
  reminder: ['Bayram saatleriniz', ['Bayram yaklaşıyor.', { link: 'https://example.com/h', label: 'Saatleri girin' }]],
};

describe('one apostrophe style (’) after names and numbers', () => {
  it('no Turkish page writes a straight apostrophe before a suffix outside the texts the specification quotes', async () => {
    const found: Record<string, string[]> = {};
    for (const [path, page, params, signedIn] of PAGES()) {
      const { html } = await render(page, path, params, signedIn);
      const marks = straightSuffixesIn(readableText(html));
      if (marks.length > 0) found[path] = marks;
    }
    expect(found).toEqual({});
  });

  it('no mail writes one', () => {
    const found: Record<string, string[]> = {};
    for (const [kind, args] of Object.entries(SAMPLE_MAILS)) {
      const mail = (
        MAIL[kind as keyof typeof MAIL] as (...a: unknown[]) => { subject: string; text: string; html: string }
      )(...args);
      const marks = straightSuffixesIn(`${mail.subject} ${mail.text} ${readableText(mail.html)}`);
      if (marks.length > 0) found[kind] = marks;
    }
    expect(found).toEqual({});
  });

  it('the scan finds one planted in a page, in an attribute or as an entity, and not an English possessive', async () => {
    const { html } = await render(HomePage, '/');
    const scan = (extra: string) =>
      straightSuffixesIn(readableText(html.replace('</main>', `${extra}</main>`))).map((m) => m.split(' ')[0]);
    expect(scan('')).toEqual([]);
    expect(scan("<p>Adıyaman'ın en iyileri</p>")).toEqual(["n'ın"]);
    expect(scan('<p>112&#39;yi arayın</p>')).toEqual(["2'yi"]);
    expect(scan('<a title="Kâhta\'dan">x</a>')).toEqual(["a'dan"]);
    expect(scan("<p>Adıyaman’ın, the city's own guide; Blog'a Dön</p>")).toEqual([]);
  });
});

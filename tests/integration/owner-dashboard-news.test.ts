import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listingNews } from '~/features/accounts/listing-news.server.ts';
import { NEWS_MSG } from '~/features/accounts/news.ts';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as inquiries from '~/pages/api/businesses/[id]/inquiries/index.ts';
import DashboardPage from '~/pages/hesabim.astro';
import { callEndpoint } from '../support/api.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { ownedListing } from '../support/listing-photos.ts';
import { addListingStats } from '../support/listing-stats-days.ts';
import { renderPage } from '../support/pages.ts';
import { signedInUser } from '../support/sessions.ts';

// The owner's dashboard says what is new per listing: unread messages, changes waiting for the desk, the
// last 30 days' views and taps with the trend, the plan, and what to do next.

const t = withTestDb();
let owner: { id: number; token: string };
let listing: number;

beforeAll(async () => {
  owner = await signedInUser(t.db, 'owner', 'dukkan-sahibi');
  listing = (await ownedListing(t.db, owner.id)).id;
});
beforeEach(() => resetRateLimits());

async function dashboard(): Promise<string> {
  const user = await findSessionUser(t.db, owner.token);
  const response = await renderPage(DashboardPage, '/hesabim', { locals: { user, sessionToken: owner.token } });
  expect(response.status).toBe(200);
  return response.text();
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe("the owner's dashboard", () => {
  it("shows '1 yeni mesaj' after a visitor's message, and what to do next", async () => {
    expect(text(await dashboard())).toContain(NEWS_MSG.nothingNew);
    const sent = await callEndpoint(inquiries.POST, `/api/businesses/${listing}/inquiries`, {
      body: {
        name: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        phone: '',
        message: 'Yarın akşam için yer var mı acaba?',
      },
      params: { id: String(listing) },
    });
    expect(sent.status).toBe(201);
    const page = text(await dashboard());
    expect(page).toContain('1 yeni mesaj');
    expect(page).toContain('Fotoğraf ekleyin');
    expect(page).toContain('Paket: Ücretsiz');
  });

  it('counts a waiting change and reads the 30 days against the 30 before, the fall as -%', async () => {
    await t.db
      .insertInto('businessChanges')
      .values({
        businessId: listing,
        userId: owner.id,
        status: 'pending',
        changes: '{}',
        previous: '{}',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    const now = new Date();
    await addListingStats(t.db, listing, now, [
      { daysAgo: 1, kind: 'view', count: 30 },
      { daysAgo: 40, kind: 'view', count: 20 },
      { daysAgo: 2, kind: 'phone', count: 1 },
      { daysAgo: 45, kind: 'whatsapp', count: 4 },
    ]);
    const news = await listingNews(t.db, { id: listing, subscriptionTier: 'free' }, now);
    expect(news).toMatchObject({
      pendingChanges: 1,
      views: { total: 30, previous: 20 },
      taps: { total: 1, previous: 4 },
    });
    const page = text(await dashboard());
    expect(page).toContain('1 değişiklik onay bekliyor');
    expect(page).toContain('Son 30 gün: 30 görüntüleme (+%50), 1 dokunuş (-%75)');
  });
});

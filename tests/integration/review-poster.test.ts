import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import { STAT_LABEL } from '~/features/listing-stats/messages.ts';
import StatsBoard from '~/features/listing-stats/StatsBoard.astro';
import { listingStats } from '~/features/listing-stats/stats.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { ownerListingSectionPath, reviewInvitePath, reviewPosterPath } from '~/lib/paths.ts';
import * as posterRoute from '~/pages/api/businesses/[id]/afis/[file].ts';
import * as reviewsRoute from '~/pages/api/businesses/[id]/reviews.ts';
import BusinessPage from '~/pages/business/[id].astro';
import OwnerSectionPage from '~/pages/hesabim/isletme/[id]/[section].astro';
import * as sitemap from '~/pages/sitemap-pages.xml.ts';
import { callEndpoint } from '../support/api.ts';
import { insertBusiness, insertRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The printable invitation to review (issue 33, part 5): its QR code opens the listing's review form, its PDF
// carries the listing's name, only the listing's owner gets it, and the reviews it brings are counted in the
// owner's numbers. And the calendar's pages in the sitemap.

const NAME = 'Güneş Çiğ Köfte Şırıncı';
let t: TestDb;
let owner: { id: number; token: string };
let otherOwner: { id: number; token: string };
let business: number;

beforeAll(async () => {
  t = await createTestDb();
  owner = await signedInUser(t.db, 'owner', 'afis-sahibi');
  otherOwner = await signedInUser(t.db, 'owner', 'baska-sahip');
  business = await insertBusiness(t.db, NAME, { status: 'approved', ownerId: owner.id, district: 'Besni' });
});
afterAll(async () => t.cleanup());
beforeEach(() => resetRateLimits());

const fetchPoster = (file: string, token: string) =>
  callEndpoint(posterRoute.GET, reviewPosterPath(business, 'a5', 'svg').replace('a5.svg', file), {
    bearer: token,
    params: { id: String(business), file },
  });

/** The text a QR code in an SVG carries, read from the SVG drawn as pixels. */
async function decodeQr(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 200 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A PDF string as pdfkit writes text that is not ASCII: UTF-16BE after a byte order mark. */
const pdfString = (text: string) => Buffer.from(`\ufeff${text}`, 'utf16le').swap16();

const render = async (page: typeof BusinessPage | typeof StatsBoard, url: string, props = {}, params = {}) => {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container.renderToString(page, {
    props,
    params,
    request: new Request(`http://127.0.0.1:4321${url}`),
    locals: { user: null, sessionToken: null },
  });
};

describe('the review poster', () => {
  it.each(['a5.svg', 'a6.svg', 'etiket.svg'])('%s: its QR code decodes to the listing’s review form', async (file) => {
    const res = await fetchPoster(file, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.text).toContain(NAME);
    const expected = siteUrl(reviewInvitePath(business));
    expect(expected).toMatch(new RegExp(`/business/${business}\\?kaynak=afis#yorum-formu$`));
    expect(await decodeQr(res.text)).toBe(expected);
  });

  it('the PDF is a PDF with the listing’s name and an embedded Turkish-capable font', async () => {
    for (const file of ['a5.pdf', 'a6.pdf', 'etiket.pdf']) {
      const res = await fetchPoster(file, owner.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.bytes.includes(pdfString(NAME))).toBe(true);
      expect(res.bytes.includes(Buffer.from('DejaVuSans'))).toBe(true);
    }
  });

  it('is offered on the owner’s page of the listing: every size as SVG and PDF, with a preview', async () => {
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    const path = ownerListingSectionPath(business, 'poster');
    const html = await container.renderToString(OwnerSectionPage, {
      params: { id: String(business), section: 'afis' },
      request: new Request(`http://127.0.0.1:4321${path}`),
      locals: { user: await findSessionUser(t.db, owner.token), sessionToken: owner.token },
    });
    expect(html).toContain('Yorum afişi');
    for (const size of ['a5', 'a6', 'etiket'] as const)
      for (const type of ['svg', 'pdf'] as const) expect(html).toContain(reviewPosterPath(business, size, type));
    expect(html).toContain('<svg');
  });

  it('is for the listing’s owner only: another owner and a visitor are refused', async () => {
    const other = await fetchPoster('a5.pdf', otherOwner.token);
    // The owners' guard does not tell another owner that the listing exists.
    expect(other.status).toBe(404);
    expect(other.bytes.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
    expect(
      (await callEndpoint(posterRoute.GET, '/x', { params: { id: String(business), file: 'a5.svg' } })).status,
    ).toBe(401);
    expect((await fetchPoster('a4.svg', owner.token)).status).toBe(404);
  });

  it('a review sent from the poster carries kaynak=afis and is counted in the owner’s numbers', async () => {
    const page = await render(BusinessPage, `/business/${business}?kaynak=afis`, {}, { id: String(business) });
    expect(page).toMatch(/<input type="hidden" name="kaynak" value="afis"/);
    expect(await render(BusinessPage, `/business/${business}`, {}, { id: String(business) })).not.toContain(
      'name="kaynak"',
    );

    const comment = 'Afişteki kodu okuttum, köfte çok güzeldi.';
    const sent = await callEndpoint(reviewsRoute.POST, `/api/businesses/${business}/reviews`, {
      form: { rating: '5', comment, kaynak: 'afis' },
      params: { id: String(business) },
    });
    expect(sent.status).toBe(303);
    const plain = await callEndpoint(reviewsRoute.POST, `/api/businesses/${business}/reviews`, {
      body: { rating: 3, comment: 'Sayfadan doğrudan yazılmış bir yorum.' },
      params: { id: String(business) },
    });
    expect(plain.status).toBe(201);
    const rows = await t.db
      .selectFrom('reviews')
      .select(['comment', 'source'])
      .where('businessId', '=', business)
      .execute();
    expect(rows.find((r) => r.comment === comment)?.source).toBe('afis');
    expect(rows.filter((r) => r.source === 'afis')).toHaveLength(1);

    const stats = await listingStats(t.db, business);
    expect(stats.find((s) => s.kind === 'posterReview')?.total).toBe(1);
    const board = await render(StatsBoard, '/hesabim', { businessId: business });
    expect(board).toContain(STAT_LABEL.posterReview);
    expect(board).toMatch(/data-testid="stat-posterReview"[^>]*>\s*1\s*</);
  });
});

describe('the sitemap', () => {
  it('lists the calendar and the offers, and no past event', async () => {
    const eventId = await insertRow(t.db, 'listingPosts', {
      businessId: business,
      kind: 'event',
      title: 'Geçmiş Besni Şenliği',
      status: 'approved',
      startsAt: '2020-05-01T17:00:00.000Z',
      endsAt: '2020-05-01T20:00:00.000Z',
    });
    const xml = await (await sitemap.GET({} as never)).text();
    expect(xml).toContain(siteUrl('/etkinlikler'));
    expect(xml).toContain(siteUrl('/firsatlar'));
    expect(xml).not.toContain(`/etkinlikler/${eventId}`);
  });
});

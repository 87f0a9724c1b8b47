import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import BusinessReviews from '~/features/reviews/BusinessReviews.astro';
import { REVIEW_MSG, reviewSentPath } from '~/features/reviews/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as reviews from '~/pages/api/businesses/[id]/reviews.ts';
import * as decide from '~/pages/api/reviews/[id]/[decision].ts';
import * as pending from '~/pages/api/reviews/pending.ts';
import { callEndpoint } from '../support/api.ts';
import { expectFormPosts, expectGuardedPublicForm, itRefusesEach, type RefusedCase } from '../support/form-checks.ts';
import { countRows, insertBusiness, insertRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let approvedId: number;
let pendingBusinessId: number;
let adminToken: string;
let userToken: string;

const countReviews = () => countRows(t.db, 'reviews');
const post = (id: number | string, body: unknown) =>
  callEndpoint(reviews.POST, `/api/businesses/${id}/reviews`, { body, params: { id: String(id) } });
const moderate = (decision: 'approve' | 'reject', id: number | string, token?: string) =>
  callEndpoint(decide.POST, `/api/reviews/${id}/${decision}`, {
    method: 'POST',
    params: { id: String(id), decision },
    bearer: token,
  });
const postForm = (id: number | string, form: Record<string, string>) =>
  callEndpoint(reviews.POST, `/api/businesses/${id}/reviews`, { form, params: { id: String(id) } });
const business = async (id: number) =>
  t.db.selectFrom('businesses').select(['rating', 'reviewCount']).where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestDb();
  approvedId = await insertBusiness(t.db, 'Besni Kebap', {
    address: 'Besni',
    district: null,
    status: 'approved',
    rating: 4.9,
    reviewCount: 40,
  });
  pendingBusinessId = await insertBusiness(t.db, 'Bekleyen', { address: 'Merkez', district: null });
  adminToken = (await signedInUser(t.db, 'admin', 'admin')).token;
  userToken = (await signedInUser(t.db, 'user', 'uye')).token;
});
afterAll(async () => t.cleanup());
beforeEach(() => resetRateLimits());

const review = { rating: 4, comment: 'Lahmacunu çok lezzetliydi, servis hızlı.', authorName: 'Ali' };

describe('POST /api/businesses/[id]/reviews', () => {
  it('stores one pending, unverified review that the public does not see yet', async () => {
    const before = await countReviews();
    const res = await post(approvedId, review);
    expect(res.status).toBe(201);
    expect(res.json.review).toMatchObject({ businessId: approvedId, rating: 4, authorName: 'Ali', status: 'pending' });
    expect(await countReviews()).toBe(before + 1);
    const row = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', res.json.review.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', isVerified: 0 });
    const list = await callEndpoint(reviews.GET, `/api/businesses/${approvedId}/reviews`, {
      params: { id: String(approvedId) },
    });
    expect(list.json.reviews.map((r: { id: number }) => r.id)).not.toContain(res.json.review.id);
    expect(await business(approvedId)).toEqual({ rating: 4.9, reviewCount: 40 });
  });

  const badCases: RefusedCase[] = [
    ['a rating of 0', { rating: 0 }, REVIEW_MSG.rating],
    ['a rating of 6', { rating: 6 }, REVIEW_MSG.rating],
    ['a fractional rating', { rating: 3.5 }, REVIEW_MSG.rating],
    ['a rating sent as text', { rating: '5' }, REVIEW_MSG.rating],
    ['a too short comment', { comment: 'İyi' }, REVIEW_MSG.comment],
    ['no comment', { comment: undefined }, REVIEW_MSG.comment],
  ];
  itRefusesEach(badCases, (patch) => post(approvedId, { ...review, ...patch }), countReviews);

  it('answers 404 for unknown, malformed and unpublished businesses', async () => {
    const before = await countReviews();
    for (const id of ['999999', 'abc', String(pendingBusinessId)]) {
      expect((await post(id, review)).status).toBe(404);
      expect((await callEndpoint(reviews.GET, `/api/businesses/${id}/reviews`, { params: { id } })).status).toBe(404);
    }
    expect(await countReviews()).toBe(before);
  });

  it('answers 415, 413, malformed JSON, honeypot and rate limit without writing', async () => {
    const route = (context: Parameters<NonNullable<typeof reviews.POST>>[0]) =>
      reviews.POST!({ ...context, params: { id: String(approvedId) } } as never);
    await expectGuardedPublicForm(route, `/api/businesses/${approvedId}/reviews`, review, countReviews);
  });
});

describe("POST /api/businesses/[id]/reviews as a browser's form post", () => {
  const form = { rating: '5', comment: 'Çiğ köftesi taze, çalışanlar çok güler yüzlü.', authorName: 'Hatice' };

  it('is stored once and sent on (303) to the business page saying it was received', async () => {
    const before = await countReviews();
    const res = await postForm(approvedId, form);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(reviewSentPath(approvedId));
    expect(res.headers.get('location')).toBe(`/business/${approvedId}?durum=yorum-alindi#yorum-formu`);
    expect(await countReviews()).toBe(before + 1);
    const row = await t.db.selectFrom('reviews').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ businessId: approvedId, rating: 5, comment: form.comment, status: 'pending' });
  });

  it('refused, shows the business page again with the messages and every value as typed', async () => {
    const before = await countReviews();
    const typed = { rating: '3', comment: '          ', authorName: 'Hatice' };
    const res = await postForm(approvedId, typed);
    expect(res.status).toBe(400);
    expect(res.rewrittenTo).toBe(`/business/${approvedId}`);
    expect(res.formState).toEqual({
      status: 400,
      message: REVIEW_MSG.comment,
      values: typed,
      errors: { comment: REVIEW_MSG.comment },
    });

    const noStars = await postForm(approvedId, { comment: form.comment, authorName: '' });
    expect(noStars.status).toBe(400);
    expect(noStars.rewrittenTo).toBe(`/business/${approvedId}`);
    expect(noStars.formState?.errors).toEqual({ rating: REVIEW_MSG.rating });
    expect(noStars.formState?.values).toEqual({ comment: form.comment, authorName: '' });
    expect(await countReviews()).toBe(before);
  });

  it('answers 404 for an unknown or unpublished business and writes nothing', async () => {
    const before = await countReviews();
    for (const id of ['999999', 'abc', String(pendingBusinessId)]) {
      const res = await postForm(id, form);
      expect(res.status).toBe(404);
      expect(res.rewrittenTo).toBeUndefined();
    }
    expect(await countReviews()).toBe(before);
  });

  it('answers the confirmation, the form again, the honeypot and the rate limit like every public form', async () => {
    const route = (context: Parameters<NonNullable<typeof reviews.POST>>[0]) =>
      reviews.POST!({ ...context, params: { id: String(approvedId) } } as never);
    await expectFormPosts(
      route,
      `/api/businesses/${approvedId}/reviews`,
      {
        valid: form,
        invalid: { ...form, comment: 'Güzel' },
        field: 'comment',
        message: REVIEW_MSG.comment,
        formPage: `/business/${approvedId}`,
        sentPage: reviewSentPath(approvedId),
      },
      countReviews,
    );
  });
});

describe('review moderation', () => {
  it('guards the admin endpoints: 401 anonymous, 403 for a non-admin', async () => {
    expect((await callEndpoint(pending.GET, '/api/reviews/pending')).status).toBe(401);
    expect((await callEndpoint(pending.GET, '/api/reviews/pending', { bearer: userToken })).status).toBe(403);
    expect((await moderate('approve', 1)).status).toBe(401);
    expect((await moderate('approve', 1, userToken)).status).toBe(403);
    expect((await moderate('reject', 1, userToken)).status).toBe(403);
  });

  it('lists pending reviews with the business name', async () => {
    const created = (await post(approvedId, { ...review, authorName: '' })).json.review;
    const res = await callEndpoint(pending.GET, '/api/reviews/pending', { bearer: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.reviews).toContainEqual({
      id: created.id,
      businessId: approvedId,
      businessName: 'Besni Kebap',
      authorName: '',
      rating: 4,
      comment: review.comment,
      createdAt: created.createdAt,
    });
  });

  it('approving and rejecting recompute rating (one decimal) and reviewCount from approved reviews', async () => {
    await t.db.deleteFrom('reviews').execute();
    const ids: number[] = [];
    for (const rating of [5, 4, 4]) ids.push((await post(approvedId, { ...review, rating })).json.review.id);

    const first = await moderate('approve', ids[0]!, adminToken);
    expect(first.status).toBe(200);
    expect(first.json.review).toMatchObject({ id: ids[0], status: 'approved' });
    expect(await business(approvedId)).toEqual({ rating: 5, reviewCount: 1 });

    await moderate('approve', ids[1]!, adminToken);
    await moderate('approve', ids[2]!, adminToken);
    expect(await business(approvedId)).toEqual({ rating: 4.3, reviewCount: 3 });

    const rejected = await moderate('reject', ids[0]!, adminToken);
    expect(rejected.json.review.status).toBe('rejected');
    expect(await business(approvedId)).toEqual({ rating: 4, reviewCount: 2 });

    const list = await callEndpoint(reviews.GET, `/api/businesses/${approvedId}/reviews`, {
      params: { id: String(approvedId) },
    });
    expect(list.json.reviews.map((r: { id: number }) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
    const queue = await callEndpoint(pending.GET, '/api/reviews/pending', { bearer: adminToken });
    expect(queue.json.reviews).toEqual([]);
  });

  it('answers 404 for an unknown review, and for a decision other than approve or reject', async () => {
    expect((await moderate('approve', 999999, adminToken)).status).toBe(404);
    expect((await moderate('reject', 'x', adminToken)).status).toBe(404);
    const [id] = await t.db.selectFrom('reviews').select('id').limit(1).execute();
    const other = await callEndpoint(decide.POST, `/api/reviews/${id?.id}/publish`, {
      method: 'POST',
      params: { id: String(id?.id), decision: 'publish' },
      bearer: adminToken,
    });
    expect(other.status).toBe(404);
  });
});

describe('BusinessReviews component', () => {
  it('renders approved reviews with stars, author and Turkish date, and the review form', async () => {
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    const html = await container.renderToString(BusinessReviews, { props: { businessId: approvedId } });
    expect(html).toContain('Lahmacunu çok lezzetliydi');
    expect(html).toContain('5 üzerinden 4 yıldız');
    expect(html).toContain('Ali');
    expect(html).toContain('Yorumu Gönder');
    expect(html).not.toContain(REVIEW_MSG.empty);
  });

  it('shows a refused form post again: its message, the field messages and the values as typed', async () => {
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    const state = {
      status: 400,
      message: REVIEW_MSG.comment,
      values: { rating: '2', comment: 'Kısa', authorName: 'Mehmet <b>' },
      errors: { comment: REVIEW_MSG.comment },
    };
    const html = await container.renderToString(BusinessReviews, { props: { businessId: approvedId, state } });
    expect(html).toMatch(new RegExp(`role="alert"[^>]*>${REVIEW_MSG.comment}<`));
    expect(html).toContain('id="review-comment-error"');
    expect(html).toMatch(/<textarea[^>]*>Kısa<\/textarea>/);
    expect(html).toMatch(/value="Mehmet &lt;b&gt;"/);
    expect(html).toMatch(/<input[^>]*value="2"[^>]*checked=""|<input[^>]*checked=""[^>]*value="2"/);
    expect(html).not.toMatch(/<input[^>]*value="[1345]"[^>]*checked=""/);
    expect(html).not.toContain(REVIEW_MSG.successTitle);
  });

  it('says the review was received at the form, whose section the fragment points to', async () => {
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    const plain = await container.renderToString(BusinessReviews, { props: { businessId: approvedId } });
    expect(plain).toContain('id="yorum-formu"');
    expect(plain).not.toContain(REVIEW_MSG.successTitle);
    const html = await container.renderToString(BusinessReviews, { props: { businessId: approvedId, sent: true } });
    expect(html).toMatch(new RegExp(`role="status"[^>]*>\\s*<p[^>]*>${REVIEW_MSG.successTitle}</p>`));
    expect(html).toContain(REVIEW_MSG.successText);
    expect(html).toContain('Yorumu Gönder');
  });

  it('shows the empty state when nothing is approved', async () => {
    const other = await insertRow(t.db, 'businesses', {
      name: 'Boş',
      category: 'Oteller',
      address: 'Samsat',
      status: 'approved',
    });
    const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
    const html = await container.renderToString(BusinessReviews, { props: { businessId: other } });
    expect(html).toContain(REVIEW_MSG.empty);
  });
});

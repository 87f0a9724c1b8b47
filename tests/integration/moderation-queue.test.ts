import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_KINDS,
  MODERATION_MSG,
  MODERATION_PAGE,
  type ModerationKind,
} from '~/features/moderation/messages.ts';
import { listModerationQueue } from '~/features/moderation/moderation.server.ts';
import * as decideRoute from '~/pages/api/moderation/[kind]/[id]/[decision].ts';
import { callEndpoint } from '../support/api.ts';
import { businessRow, insertBusiness, insertRow, storedRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// The one moderation queue: every kind of waiting item, oldest first, with counts per kind; each decided
// through the one endpoint changes its state and writes its audit row.

let t: TestDb;
let admin: { id: number; token: string };
const ids = {} as Record<ModerationKind, number>;
let listingOwnerEmail: string;

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString();

beforeAll(async () => {
  t = await createTestDb();
  admin = await signedInUser(t.db, 'admin', 'kuyruk-yonetici');
  const owner = await signedInUser(t.db, 'owner', 'kuyruk-sahip');
  const claimant = await signedInUser(t.db, 'user', 'kuyruk-talep');
  const published = await insertBusiness(t.db, 'Kuyruk Kebap', { status: 'approved', ownerId: owner.id });
  listingOwnerEmail = 'yeni-sahip@example.com';
  // Ages on purpose out of the kinds' order: reply oldest, then claim, review, listing, photo, change.
  const review = await insertRow(t.db, 'reviews', {
    businessId: published,
    rating: 4,
    comment: 'İyi',
    status: 'approved',
  });
  ids.reply = await insertRow(t.db, 'reviewReplies', {
    reviewId: review,
    businessId: published,
    pendingBody: 'Teşekkürler.',
    createdAt: at(0),
    updatedAt: at(1),
  });
  ids.claim = await insertRow(t.db, 'businessClaims', {
    businessId: published,
    userId: claimant.id,
    method: 'admin',
    status: 'pending',
    createdAt: at(2),
  });
  ids.review = await insertRow(t.db, 'reviews', {
    businessId: published,
    rating: 5,
    comment: 'Harika',
    status: 'pending',
    createdAt: at(3),
  });
  ids.listing = await insertBusiness(t.db, 'Yeni Lokanta', {
    status: 'pending',
    ownerEmail: listingOwnerEmail,
    createdAt: at(4),
  });
  ids.photo = await insertRow(t.db, 'businessPhotos', {
    businessId: published,
    url: 'https://example.com/a.jpg',
    isPrimary: 0,
    status: 'pending',
    createdAt: at(5),
  });
  ids.change = await insertRow(t.db, 'businessChanges', {
    businessId: published,
    userId: owner.id,
    status: 'pending',
    changes: JSON.stringify({ phone: '0416 222 33 44' }),
    previous: JSON.stringify({ phone: null }),
    createdAt: at(6),
    updatedAt: at(6),
  });
  ids.post = await insertRow(t.db, 'listingPosts', {
    businessId: published,
    authorId: owner.id,
    kind: 'offer',
    title: 'Öğle menüsü indirimi',
    endsAt: '2030-02-01T00:00:00.000Z',
    createdAt: at(7),
  });
});
afterAll(() => t.cleanup());

const decide = (kind: ModerationKind, id: number, decision: 'approve' | 'reject', form?: Record<string, string>) =>
  callEndpoint(decideRoute.POST, `/api/moderation/${kind}/${id}/${decision}`, {
    method: 'POST',
    bearer: admin.token,
    params: { kind, id: String(id), decision },
    ...(form ? { form, headers: { origin: 'http://127.0.0.1:4321' } } : {}),
  });

const auditActions = async () =>
  (await t.db.selectFrom('auditLog').select('action').orderBy('id').execute()).map((row) => row.action);

describe('the moderation queue', () => {
  it('lists one waiting item of each kind, oldest first, with a count per kind', async () => {
    const queue = await listModerationQueue(t.db);
    expect(queue.items.map((item) => [item.kind, item.id])).toEqual(
      (['reply', 'claim', 'review', 'listing', 'photo', 'change', 'post'] as const).map((kind) => [kind, ids[kind]]),
    );
    expect(queue.counts).toEqual(Object.fromEntries(MODERATION_KINDS.map((kind) => [kind, 1])));
    expect(queue.total).toBe(7);
    const change = queue.items.find((item) => item.kind === 'change');
    expect(change?.kind === 'change' && change.item.changes.map((c) => c.after)).toEqual(['0416 222 33 44']);
  });

  it("the queue page's rejection needs a reason where it reaches someone: blank, the queue again (400), nothing decided", async () => {
    for (const reason of ['', '   ']) {
      const res = await decide('listing', ids.listing, 'reject', { reason });
      expect(res.status).toBe(400);
      expect(res.rewrittenTo).toBe(MODERATION_PAGE);
      expect(res.formState).toMatchObject({
        message: MODERATION_MSG.reasonRequired,
        values: { item: `listing-${ids.listing}` },
      });
    }
    expect(await businessRow(t.db, ids.listing)).toMatchObject({ status: 'pending' });
    expect((await listModerationQueue(t.db)).total).toBe(7);
  });

  it('decides each kind through its endpoint: the state changes and the audit row is written', async () => {
    const rejected = await decide('listing', ids.listing, 'reject', { reason: 'Adres eksik.' });
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get('location')).toBe('/admin/onay-kuyrugu?durum=reddedildi');
    expect(await businessRow(t.db, ids.listing)).toMatchObject({ status: 'rejected', rejectionReason: 'Adres eksik.' });
    const mails = await t.db
      .selectFrom('mailOutbox')
      .select('textBody')
      .where('toAddress', '=', listingOwnerEmail)
      .execute();
    expect(mails.some((mail) => mail.textBody.includes('Adres eksik.'))).toBe(true);

    const approved = await decide('photo', ids.photo, 'approve', {});
    expect(approved.headers.get('location')).toBe('/admin/onay-kuyrugu?durum=onaylandi');
    const photo = await storedRow(t.db, 'businessPhotos', 'id', ids.photo);
    expect(photo.status).toBe('approved');

    expect((await decide('review', ids.review, 'approve')).json).toEqual({ ok: true });
    const review = await storedRow(t.db, 'reviews', 'id', ids.review);
    expect(review.status).toBe('approved');

    expect((await decide('reply', ids.reply, 'reject')).status).toBe(200);
    const reply = await storedRow(t.db, 'reviewReplies', 'id', ids.reply);
    expect(reply.pendingBody).toBeNull();

    expect((await decide('claim', ids.claim, 'approve')).status).toBe(200);
    const claim = await storedRow(t.db, 'businessClaims', 'id', ids.claim);
    expect(claim.status).toBe('verified');

    const change = await decide('change', ids.change, 'reject', { reason: 'Numara yanlış.' });
    expect(change.headers.get('location')).toBe('/admin/onay-kuyrugu?durum=reddedildi');
    const stored = await storedRow(t.db, 'businessChanges', 'id', ids.change);
    expect(stored).toMatchObject({ status: 'rejected', rejectionReason: 'Numara yanlış.' });

    expect((await decide('post', ids.post, 'reject', { reason: 'Koşullar eksik.' })).status).toBe(303);
    const post = await storedRow(t.db, 'listingPosts', 'id', ids.post);
    expect(post).toMatchObject({ status: 'rejected', rejectionReason: 'Koşullar eksik.' });

    expect(await auditActions()).toEqual([
      'business.reject',
      'photo.approve',
      'review.approve',
      'reply.reject',
      'claim.approve',
      'change.reject',
      'listingpost.reject',
    ]);
    expect((await listModerationQueue(t.db)).total).toBe(0);
  });

  it('an item no longer waiting is not decided again: 404, or the queue with its notice, and no audit row', async () => {
    const before = (await auditActions()).length;
    expect((await decide('review', ids.review, 'reject')).status).toBe(404);
    const again = await decide('listing', ids.listing, 'approve', {});
    expect(again.headers.get('location')).toBe('/admin/onay-kuyrugu?durum=bulunamadi');
    expect(await businessRow(t.db, ids.listing)).toMatchObject({ status: 'rejected' });
    expect((await decide('photo' as ModerationKind, 999_999, 'approve')).status).toBe(404);
    expect((await auditActions()).length).toBe(before);
  });

  it('refuses anyone who is not an admin', async () => {
    const user = await signedInUser(t.db, 'user', 'kuyruk-ziyaretci');
    const refused = await callEndpoint(decideRoute.POST, `/api/moderation/review/${ids.review}/approve`, {
      method: 'POST',
      bearer: user.token,
      params: { kind: 'review', id: String(ids.review), decision: 'approve' },
    });
    expect(refused.status).toBe(403);
  });
});

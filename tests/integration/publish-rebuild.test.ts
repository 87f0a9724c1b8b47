import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBusiness } from '~/features/admin/approval.server.ts';
import { createPost } from '~/features/blog/blog.server.ts';
import { decideReview, rejectListing } from '~/features/listings/transitions.server.ts';
import { LISTINGS_VERSION, POSTS_VERSION, readChangeCounters } from '~/lib/db/change-counter.server.ts';
import * as createPostRoute from '~/pages/api/blog/create.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import { callEndpoint } from '../support/api.ts';
import { recordRebuildRequests } from '../support/rebuilds.ts';
import { blogPostData, insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// Pages follow the data through the change counters (DESIGN §4): no feature asks the host for a rebuild,
// whoever calls it, and the endpoints answer without a rebuild status.

let t: TestDb;
let adminId: number;
let token: string;
const reasons = recordRebuildRequests();

beforeAll(async () => {
  t = await createTestDb();
  ({ id: adminId, token } = await signedInUser(t.db, 'admin'));
});
afterAll(() => t.cleanup());

const addPending = (name: string) => insertBusiness(t.db, name);
const admin = () => ({ id: adminId, username: 'admin' });

let counter = 0;
const post = (publishStatus: 'published' | 'draft') =>
  blogPostData('Nemrut Dağı’nda Gün Doğumu', `nemrut-gun-dogumu-${++counter}`, { publishStatus });

describe('publishing asks the host for nothing', () => {
  it('approving a business queues no rebuild and answers with the business alone', async () => {
    const id = await addPending('Gölbaşı Balık Evi');
    const response = await callEndpoint(approveRoute.POST, `/api/businesses/${id}/approve`, {
      method: 'POST',
      bearer: token,
      params: { id: String(id) },
    });
    expect(response.status).toBe(200);
    expect(response.json.business).toMatchObject({ id, status: 'approved' });
    expect(response.json.rebuild).toBeUndefined();
    expect(await approveBusiness(t.db, 999999, admin())).toBeNull();
    expect(reasons).toEqual([]);
  });

  it('publishing a post queues no rebuild and moves the posts version', async () => {
    const [before = 0] = await readChangeCounters(t.db, [POSTS_VERSION]);
    const result = await createPost(t.db, post('published'), adminId);
    expect(result.ok).toBe(true);
    const { contentFormat: _format, ...body } = post('published');
    const response = await callEndpoint(createPostRoute.POST, '/api/blog/create', { body, bearer: token });
    expect(response.status).toBe(201);
    expect(response.json.rebuild).toBeUndefined();
    const [after = 0] = await readChangeCounters(t.db, [POSTS_VERSION]);
    expect(after).toBe(before + 2);
    expect(reasons).toEqual([]);
  });

  it('rejecting a business that was never public queues nothing and leaves the listings version alone', async () => {
    const id = await addPending('Sincik Bakkal');
    const [before = 0] = await readChangeCounters(t.db, [LISTINGS_VERSION]);
    await rejectListing(t.db, id, 'Eksik bilgi.', admin());
    expect((await readChangeCounters(t.db, [LISTINGS_VERSION]))[0]).toBe(before);
    expect(reasons).toEqual([]);
  });
});

describe('what the listing pages follow from the data', () => {
  it("approving a real review moves its listing's rating and the listings' change counter (landing pages show ratings)", async () => {
    const id = await insertBusiness(t.db, 'Kâhta Ocakbaşı', { status: 'approved' });
    const { id: reviewId } = await t.db
      .insertInto('reviews')
      .values({ businessId: id, rating: 4, comment: 'Etler çok iyiydi.', status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [before = 0] = await readChangeCounters(t.db, [LISTINGS_VERSION]);
    expect(await decideReview(t.db, reviewId, 'approved', admin())).toMatchObject({ id: reviewId, status: 'approved' });
    const row = await t.db
      .selectFrom('businesses')
      .select(['rating', 'reviewCount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ rating: 4, reviewCount: 1 });
    const [after = 0] = await readChangeCounters(t.db, [LISTINGS_VERSION]);
    expect(after).toBeGreaterThan(before);
  });
});

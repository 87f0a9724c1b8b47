import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveBusiness, rejectBusiness } from '~/features/admin/approval.server.ts';
import { createPost } from '~/features/blog/blog.server.ts';
import type { BlogPostData } from '~/features/blog/schema.ts';
import { moderateReview } from '~/features/reviews/reviews.server.ts';
import * as createPostRoute from '~/pages/api/blog/create.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import { callEndpoint } from '../support/api.ts';
import { QUEUED, recordRebuildRequests } from '../support/rebuilds.ts';
import { insertBusiness } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// "Publishing queues a rebuild" (DESIGN §4) is the services' job, so it holds for every caller of
// approveBusiness and createPost, not only for the endpoints; the endpoints pass the status through.

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

let counter = 0;
const post = (publishStatus: 'published' | 'draft'): BlogPostData => ({
  title: 'Nemrut Dağı’nda Gün Doğumu',
  slug: `nemrut-gun-dogumu-${++counter}`,
  content: `<p>${'Nemrut Dağı’nın zirvesinde gün doğumunu izlemek için erken yola çıkın. '.repeat(3)}</p>`,
  contentFormat: 'html',
  excerpt: 'Nemrut Dağı’nda gün doğumunu izlemek için öneriler.',
  category: 'Tourism',
  tags: [],
  metaTitle: null,
  metaDescription: null,
  targetKeywords: [],
  featuredImage: null,
  relatedBusinessIds: [],
  publishStatus,
});

describe('approveBusiness', () => {
  it('queues a rebuild naming the business and returns its status', async () => {
    const id = await addPending('Gölbaşı Balık Evi');
    const approved = await approveBusiness(t.db, id);
    expect(approved?.business).toMatchObject({ id, status: 'approved' });
    expect(approved?.rebuild).toEqual(QUEUED);
    expect(reasons).toEqual(['işletme onaylandı: Gölbaşı Balık Evi']);
  });

  it('queues nothing for an unknown id', async () => {
    expect(await approveBusiness(t.db, 999999)).toBeNull();
    expect(reasons).toEqual([]);
  });

  it('is what the endpoint answers with', async () => {
    const id = await addPending('Besni Kahvecisi');
    const response = await callEndpoint(approveRoute.POST, `/api/businesses/${id}/approve`, {
      method: 'POST',
      bearer: token,
      params: { id: String(id) },
    });
    expect(response.status).toBe(200);
    expect(response.json.rebuild).toEqual(QUEUED);
    expect(reasons).toEqual(['işletme onaylandı: Besni Kahvecisi']);
  });
});

describe('createPost', () => {
  it('queues a rebuild for a published post', async () => {
    const result = await createPost(t.db, post('published'), adminId);
    expect(result.ok && result.rebuild).toEqual(QUEUED);
    expect(reasons).toEqual([`yazı yayımlandı: nemrut-gun-dogumu-${counter}`]);
  });

  it('queues nothing for a draft or a taken slug', async () => {
    const draftData = post('draft');
    const draft = await createPost(t.db, draftData, adminId);
    expect(draft.ok && draft.rebuild).toBeNull();
    const taken = await createPost(t.db, { ...post('published'), slug: draftData.slug }, adminId);
    expect(taken).toEqual({ ok: false, reason: 'slug-taken' });
    expect(reasons).toEqual([]);
  });

  it('is what the endpoint answers with', async () => {
    const { contentFormat: _format, ...body } = post('published');
    const response = await callEndpoint(createPostRoute.POST, '/api/blog/create', { body, bearer: token });
    expect(response.status).toBe(201);
    expect(response.json.rebuild).toEqual(QUEUED);
    expect(reasons).toEqual([`yazı yayımlandı: ${body.slug}`]);
  });
});

describe('what does not change a pre-rendered page', () => {
  it('queues nothing when a business is rejected or a review moderated', async () => {
    const id = await addPending('Sincik Bakkal');
    await rejectBusiness(t.db, id, 'Eksik bilgi.');
    await moderateReview(t.db, 999999, 'approved');
    expect(reasons).toEqual([]);
  });
});

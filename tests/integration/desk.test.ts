import type { APIRoute } from 'astro';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DESK_MSG, REPLY_EMAIL_LABELS } from '~/features/desk/messages.ts';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import { rankedIds } from '~/features/search/search-index.server.ts';
import { POSTS_VERSION, readChangeCounters } from '~/lib/db/change-counter.server.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import DeskBusinessPage from '~/pages/admin/isletmeler/[id]/index.astro';
import * as blogPostRoute from '~/pages/api/blog/[slug].ts';
import * as blogCreateRoute from '~/pages/api/blog/create.ts';
import * as csvRoute from '~/pages/api/bulk-import/csv.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import * as rejectRoute from '~/pages/api/businesses/[id]/reject.ts';
import * as businessRoute from '~/pages/api/businesses/[id].ts';
import * as deleteBusinessRoute from '~/pages/api/desk/businesses/[id]/delete.ts';
import * as businessStatusRoute from '~/pages/api/desk/businesses/[id]/status.ts';
import * as editBusinessRoute from '~/pages/api/desk/businesses/[id].ts';
import * as exportRoute from '~/pages/api/desk/businesses/export.ts';
import * as replyRoute from '~/pages/api/desk/inbox/[kind]/[id]/reply.ts';
import * as inboxStatusRoute from '~/pages/api/desk/inbox/[kind]/[id]/status.ts';
import * as deletePostRoute from '~/pages/api/desk/posts/[id]/delete.ts';
import * as postStatusRoute from '~/pages/api/desk/posts/[id]/status.ts';
import * as editPostRoute from '~/pages/api/desk/posts/[id].ts';
import * as implementRoute from '~/pages/api/seo/implement/[id].ts';
import * as strategiesRoute from '~/pages/api/seo/strategies.ts';
import BlogFallbackPage from '~/pages/blog/[...slug].astro';
import BusinessPage from '~/pages/business/[id].astro';
import { callEndpoint } from '../support/api.ts';
import { renderHtml, renderPage } from '../support/pages.ts';
import { recordRebuildRequests } from '../support/rebuilds.ts';
import { insertBlogPost, insertBusiness, lastAuditRow, storedRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { startSmtpServer } from '../support/smtp-server.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let admin: { id: number; token: string };
let member: { id: number; token: string };
const rebuilds = recordRebuildRequests();

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  admin = await signedInUser(t.db, 'admin', 'masa-yonetici');
  member = await signedInUser(t.db, 'user', 'masa-uye');
});
afterAll(() => t.cleanup());
afterEach(() => vi.useRealTimers());

const auditCount = async () =>
  Number((await t.db.selectFrom('auditLog').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

/** Runs an action and checks it wrote exactly one audit row of the given action. */
async function expectOneAuditRow<T>(action: string, run: () => Promise<T>): Promise<T> {
  const before = await auditCount();
  const result = await run();
  expect(await auditCount()).toBe(before + 1);
  const last = await lastAuditRow(t.db);
  expect(last).toMatchObject({ action, actorName: 'masa-yonetici', actorId: admin.id });
  return result;
}

const addBusiness = (name: string, status = 'approved', phone = '0416 111 22 33') =>
  insertBusiness(t.db, name, { address: 'Atatürk Bulvarı No:5, Merkez', phone, status });

const addPost = (slug: string) => insertBlogPost(t.db, slug, { title: `Masa deneme yazısı ${slug}` });

const searchHits = (term: string): Promise<number[]> => rankedIds(t.db, term, 0, 100_000);

const post = (route: APIRoute | undefined, path: string, params: Record<string, string>, body: unknown = {}) =>
  callEndpoint(route, path, { method: 'POST', body, bearer: admin.token, params });

function editBody(business: Record<string, unknown>, change: Record<string, unknown>) {
  return {
    name: business.name,
    category: business.category,
    address: business.address,
    district: business.district ?? '',
    phone: business.phone ?? '',
    subscriptionTier: business.subscriptionTier,
    ...change,
  };
}

describe('every desk endpoint refuses callers who are not admins', () => {
  const routes: [string, APIRoute | undefined, string, Record<string, string>, string?][] = [
    ['inbox status', inboxStatusRoute.POST, '/api/desk/inbox/contact/1/status', { kind: 'contact', id: '1' }],
    ['inbox reply', replyRoute.POST, '/api/desk/inbox/contact/1/reply', { kind: 'contact', id: '1' }],
    ['business edit', editBusinessRoute.POST, '/api/desk/businesses/1', { id: '1' }],
    ['business status', businessStatusRoute.POST, '/api/desk/businesses/1/status', { id: '1' }],
    ['business delete', deleteBusinessRoute.POST, '/api/desk/businesses/1/delete', { id: '1' }],
    ['business export', exportRoute.GET, '/api/desk/businesses/export', {}, 'GET'],
    ['post edit', editPostRoute.POST, '/api/desk/posts/1', { id: '1' }],
    ['post status', postStatusRoute.POST, '/api/desk/posts/1/status', { id: '1' }],
    ['post delete', deletePostRoute.POST, '/api/desk/posts/1/delete', { id: '1' }],
    ['seo implement', implementRoute.POST, '/api/seo/implement/kurum-baglantilari', { id: 'kurum-baglantilari' }],
  ];
  it.each(routes)('%s: 401 anonymous, 403 for a user, nothing written', async (_name, route, path, params, method) => {
    const before = await auditCount();
    const body = method === 'GET' ? undefined : { status: 'archived', confirmName: 'x', subject: 'a', body: 'bb' };
    const anonymous = await callEndpoint(route, path, { method: method ?? 'POST', body, params });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error).toBeTruthy();
    const user = await callEndpoint(route, path, { method: method ?? 'POST', body, params, bearer: member.token });
    expect(user.status).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it('a browser form post without a session is sent to the login and back to the desk page', async () => {
    const response = await callEndpoint(replyRoute.POST, '/api/desk/inbox/contact/1/reply', {
      form: { subject: 'Merhaba', body: 'Yanıt' },
      params: { kind: 'contact', id: '1' },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/admin/login?next=${encodeURIComponent('/admin/gelen-kutusu/contact/1')}`,
    );
  });
});

describe('inbox', () => {
  it('stores a reply with the message, marks it answered, keeps its e-mail in the outbox without a mail server and writes one audit row', async () => {
    const { id } = await t.db
      .insertInto('contactMessages')
      .values({ name: 'Zeynep Kaya', email: 'zeynep@example.com', subject: 'Kâhta turu', message: 'Tur var mı?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await expectOneAuditRow('inbox.reply', () =>
      post(
        replyRoute.POST,
        `/api/desk/inbox/contact/${id}/reply`,
        { kind: 'contact', id: String(id) },
        {
          subject: 'Yanıt: Kâhta turu',
          body: 'Merhaba, hafta sonu turlarımız var.',
        },
      ),
    );
    expect(response.status).toBe(200);
    // No mail server in this test: the reply waits in the outbox, said so in the desk.
    expect(response.json.reply).toMatchObject({ toEmail: 'zeynep@example.com', emailStatus: 'outbox' });
    expect(REPLY_EMAIL_LABELS.outbox).toBe('giden kutusunda bekliyor');
    const queued = await t.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', 'zeynep@example.com')
      .execute();
    expect(queued.map((m) => m.subject)).toContain('Yanıt: Kâhta turu | Adıyaman Rehberi');
    const stored = await t.db.selectFrom('inboxReplies').selectAll().where('messageId', '=', id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'contact', body: 'Merhaba, hafta sonu turlarımız var.', sentBy: admin.id });
    const message = await t.db.selectFrom('contactMessages').select('status').where('id', '=', id).executeTakeFirst();
    expect(message?.status).toBe('answered');
  });

  it('e-mails a reply to the visitor through the mail server', async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    try {
      const { id } = await t.db
        .insertInto('contactMessages')
        .values({ name: 'Ali Er', email: 'ali@example.com', subject: 'Gerger', message: 'Yol açık mı?' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await post(
        replyRoute.POST,
        `/api/desk/inbox/contact/${id}/reply`,
        { kind: 'contact', id: String(id) },
        { subject: 'Yanıt: Gerger', body: 'Merhaba Ali Bey,\n\nYol bu hafta açık.' },
      );
      expect(response.json.reply).toMatchObject({ emailStatus: 'sent' });
      const mail = await smtp.waitFor('ali@example.com', 'Yanıt: Gerger');
      expect(mail.text).toContain('Yol bu hafta açık.');
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  });

  it('a refused reply writes nothing and shows the message page again with the values typed', async () => {
    const before = await t.db
      .selectFrom('inboxReplies')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const response = await callEndpoint(replyRoute.POST, '/api/desk/inbox/contact/1/reply', {
      form: { subject: 'Konu', body: 'x' },
      params: { kind: 'contact', id: '1' },
      bearer: admin.token,
    });
    expect(response.status).toBe(400);
    expect(response.rewrittenTo).toBe('/admin/gelen-kutusu/contact/1');
    expect(response.formState?.errors.body).toBe(DESK_MSG.replyBodyMin);
    expect(response.formState?.values.subject).toBe('Konu');
    const after = await t.db.selectFrom('inboxReplies').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('changes a partnership application status (one audit row); an unknown message is 404', async () => {
    const { id } = await t.db
      .insertInto('partnershipApplications')
      .values({
        businessName: 'Nemrut Otel',
        ownerName: 'Ali Demir',
        phone: '05320000000',
        email: 'ali@example.com',
        address: 'Kâhta',
        category: 'otel',
        partnershipType: 'tourism_partner',
        description: 'Ortaklık istiyoruz.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = `/api/desk/inbox/partnership/${id}/status`;
    const ok = await expectOneAuditRow('inbox.status', () =>
      post(inboxStatusRoute.POST, path, { kind: 'partnership', id: String(id) }, { status: 'archived' }),
    );
    expect(ok.status).toBe(200);
    expect((await storedRow(t.db, 'partnershipApplications', 'id', id)).status).toBe('archived');
    const bad = await post(inboxStatusRoute.POST, path, { kind: 'partnership', id: String(id) }, { status: 'silindi' });
    expect(bad.status).toBe(400);
    const missing = await post(inboxStatusRoute.POST, '/x', { kind: 'partnership', id: '999999' }, { status: 'read' });
    expect(missing.status).toBe(404);
  });
});

describe('businesses', () => {
  it('an edited business shows the change on its page without asking for a rebuild and writes one audit row naming the field', async () => {
    const id = await addBusiness('Masa Kebap Evi');
    const business = await t.db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const response = await expectOneAuditRow('business.edit', () =>
      post(
        editBusinessRoute.POST,
        `/api/desk/businesses/${id}`,
        { id: String(id) },
        editBody(business, { phone: '0416 999 88 77' }),
      ),
    );
    expect(response.status).toBe(200);
    expect(response.json.changed).toEqual(['phone']);
    expect(rebuilds).toEqual([]);
    const audit = await lastAuditRow(t.db);
    expect(JSON.parse(audit.details ?? '{}')).toEqual({ Telefon: { from: '0416 111 22 33', to: '0416 999 88 77' } });

    const html = await renderHtml(BusinessPage, `/business/${id}`, { params: { id: String(id) } });
    expect(html).toContain('0416 999 88 77');
    expect(html).not.toContain('0416 111 22 33');
  });

  it('refuses an edit the add-business schema refuses (400, nothing written)', async () => {
    const id = await addBusiness('Masa Şart Testi');
    const business = await t.db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = await auditCount();
    const response = await post(
      editBusinessRoute.POST,
      `/api/desk/businesses/${id}`,
      { id: String(id) },
      editBody(business, { name: 'X', email: 'yok' }),
    );
    expect(response.status).toBe(400);
    expect(response.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'name']);
    expect(await auditCount()).toBe(before);
    const after = await t.db.selectFrom('businesses').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.name).toBe('Masa Şart Testi');
  });

  it("its page shows the owner's fields as stored, and a refused post again with what was typed and the message", async () => {
    const id = await addBusiness('Masa Sahip Alanları');
    await t.db.updateTable('businesses').set({ ownerName: 'Ayşe Kaya' }).where('id', '=', id).execute();
    const user = await findSessionUser(t.db, admin.token);
    const page = (formState?: FormState) =>
      renderHtml(DeskBusinessPage, `/admin/isletmeler/${id}`, {
        params: { id: String(id) },
        locals: { user, sessionToken: admin.token, formState },
      });
    expect(await page()).toMatch(/<input[^>]*name="ownerName"[^>]*value="Ayşe Kaya"/);
    const refused = await page({
      status: 400,
      message: 'E-posta adresi geçersiz.',
      values: { ownerName: 'Ayşe Demir', ownerEmail: 'yok' },
      errors: { ownerEmail: 'E-posta adresi geçersiz.' },
    });
    expect(refused).toMatch(/<input[^>]*name="ownerName"[^>]*value="Ayşe Demir"/);
    expect(refused).toMatch(/<input[^>]*name="ownerEmail"[^>]*aria-invalid="true"[^>]*value="yok"/);
    expect(refused).toContain('E-posta adresi geçersiz.');
  });

  it('hiding a business takes it out of search and its page (one audit row)', async () => {
    const id = await addBusiness('Masa Gizlenen Lokanta');
    expect(await searchHits('gizlenen')).toContain(id);
    await expectOneAuditRow('business.status', () =>
      post(businessStatusRoute.POST, `/api/desk/businesses/${id}/status`, { id: String(id) }, { status: 'hidden' }),
    );
    expect(await searchHits('gizlenen')).not.toContain(id);
    const page = await callEndpoint(businessRoute.GET, `/api/businesses/${id}`, { params: { id: String(id) } });
    expect(page.status).toBe(404);
    expect(rebuilds).toEqual([]);
  });

  it('a deleted business answers 404 and leaves the search index; the name must be typed to confirm', async () => {
    const id = await addBusiness('Masa Silinen Pide Salonu');
    await t.db
      .insertInto('reviews')
      .values({ businessId: id, rating: 5, comment: 'Güzel', status: 'approved' })
      .execute();
    expect(await searchHits('silinen')).toContain(id);
    const wrong = await post(deleteBusinessRoute.POST, `/x`, { id: String(id) }, { confirmName: 'Başka bir ad' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(DESK_MSG.deleteConfirmMismatch);
    const deleted = await expectOneAuditRow('business.delete', () =>
      post(deleteBusinessRoute.POST, '/x', { id: String(id) }, { confirmName: 'Masa Silinen Pide Salonu' }),
    );
    expect(deleted.status).toBe(200);
    const page = await callEndpoint(businessRoute.GET, `/api/businesses/${id}`, { params: { id: String(id) } });
    expect(page.status).toBe(404);
    expect(await searchHits('silinen')).not.toContain(id);
    expect(await t.db.selectFrom('reviews').select('id').where('businessId', '=', id).execute()).toEqual([]);
    expect(rebuilds).toEqual([]);
  });

  it('approve, reject and import write one audit row each', async () => {
    const pending = await addBusiness('Masa Onaylanan Çay Bahçesi', 'pending');
    await expectOneAuditRow('business.approve', () => post(approveRoute.POST, '/x', { id: String(pending) }));
    const other = await addBusiness('Masa Reddedilen Büfe', 'pending', '0416 444 55 66');
    await expectOneAuditRow('business.reject', () =>
      post(rejectRoute.POST, '/x', { id: String(other) }, { reason: 'Eksik bilgi' }),
    );
    const audit = await lastAuditRow(t.db);
    expect(audit.summary).toContain('Eksik bilgi');
  });

  it('export → import imports 0, and the export has the import columns plus id, status, district and category', async () => {
    await addBusiness('Masa Dışa Aktarılan Fırın', 'rejected', '0416 777 00 11');
    const exported = await callEndpoint(exportRoute.GET, '/api/desk/businesses/export', { bearer: admin.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const [header, ...lines] = exported.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('id,name,address,phone,email,website,description,status,district,category');
    const total = await t.db.selectFrom('businesses').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(lines.length).toBe(Number(total.n));

    const form = new FormData();
    form.set('csv', new File([exported.text], 'isletmeler.csv', { type: 'text/csv' }));
    form.set('category', 'Restoranlar');
    const encoded = new Response(form);
    const imported = await expectOneAuditRow('import', async () =>
      callEndpoint(csvRoute.POST, '/api/bulk-import/csv', {
        method: 'POST',
        rawBody: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
        bearer: admin.token,
      }),
    );
    expect(imported.status).toBe(200);
    expect(imported.json.imported).toBe(0);
    const after = await t.db.selectFrom('businesses').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(total.n);
  });

  it('exports only the filtered set', async () => {
    const exported = await callEndpoint(exportRoute.GET, '/api/desk/businesses/export?durum=pending&ilce=Merkez', {
      bearer: admin.token,
    });
    const lines = exported.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const pending = await t.db
      .selectFrom('businesses')
      .select('id')
      .where('status', '=', 'pending')
      .where('district', '=', 'Merkez')
      .execute();
    expect(lines.map((l) => Number(l.split(',')[0])).sort()).toEqual(pending.map((p) => p.id).sort());
  });
});

describe('posts', () => {
  const editBodyOf = async (id: number, change: Record<string, unknown>) => {
    const row = await t.db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return {
      title: row.title,
      slug: row.slug,
      content: row.content,
      excerpt: row.excerpt,
      category: row.category,
      publishStatus: row.publishStatus,
      ...change,
    };
  };

  it("a renamed post's old slug answers 301 to the new one; the blog's version moves (one audit row)", async () => {
    const id = await addPost('masa-eski-adres');
    const [postsBefore = 0] = await readChangeCounters(t.db, [POSTS_VERSION]);
    const response = await expectOneAuditRow('post.edit', async () =>
      post(
        editPostRoute.POST,
        `/api/desk/posts/${id}`,
        { id: String(id) },
        await editBodyOf(id, { slug: 'masa-yeni-adres' }),
      ),
    );
    expect(response.status).toBe(200);
    expect(response.json.changed).toEqual(['slug']);
    expect((await readChangeCounters(t.db, [POSTS_VERSION]))[0]).toBeGreaterThan(postsBefore);
    expect(rebuilds).toEqual([]);

    const old = await renderPage(BlogFallbackPage, '/blog/masa-eski-adres', { params: { slug: 'masa-eski-adres' } });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/masa-yeni-adres');
    const current = await callEndpoint(blogPostRoute.GET, '/api/blog/masa-yeni-adres', {
      params: { slug: 'masa-yeni-adres' },
    });
    expect(current.status).toBe(200);
  });

  it('a slug another post has is refused with 409', async () => {
    const id = await addPost('masa-cakisan-bir');
    await addPost('masa-cakisan-iki');
    const response = await post(
      editPostRoute.POST,
      '/x',
      { id: String(id) },
      await editBodyOf(id, { slug: 'masa-cakisan-iki' }),
    );
    expect(response.status).toBe(409);
  });

  it('a scheduled post is not public before its time and is after', async () => {
    const id = await addPost('masa-zamanlanan-yazi');
    const at = new Date(Date.now() + 2 * 3_600_000);
    // The form's datetime-local value is Istanbul time (UTC+3).
    const local = new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
    const response = await post(
      editPostRoute.POST,
      '/x',
      { id: String(id) },
      await editBodyOf(id, { publishedAt: local }),
    );
    expect(response.status).toBe(200);
    const stored = await storedRow(t.db, 'blogPosts', 'id', id);
    expect(stored.publishedAt).toBe(new Date(at.toISOString().slice(0, 16)).toISOString());

    const params = { slug: 'masa-zamanlanan-yazi' };
    expect((await callEndpoint(blogPostRoute.GET, '/api/blog/masa-zamanlanan-yazi', { params })).status).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at.getTime() + 60_000));
    expect((await callEndpoint(blogPostRoute.GET, '/api/blog/masa-zamanlanan-yazi', { params })).status).toBe(200);
  });

  it('unpublish takes a post down (404) and publish puts it back; each writes one audit row', async () => {
    const id = await addPost('masa-kaldirilan-yazi');
    const params = { slug: 'masa-kaldirilan-yazi' };
    await expectOneAuditRow('post.unpublish', () =>
      post(postStatusRoute.POST, '/x', { id: String(id) }, { publishStatus: 'draft' }),
    );
    expect((await callEndpoint(blogPostRoute.GET, '/x', { params })).status).toBe(404);
    await expectOneAuditRow('post.publish', () =>
      post(postStatusRoute.POST, '/x', { id: String(id) }, { publishStatus: 'published' }),
    );
    expect((await callEndpoint(blogPostRoute.GET, '/x', { params })).status).toBe(200);
  });

  it('delete removes the post (404) after the slug is typed; creating a post writes one audit row', async () => {
    const created = await expectOneAuditRow('post.publish', () =>
      callEndpoint(blogCreateRoute.POST, '/api/blog/create', {
        body: {
          title: 'Masa ile oluşturulan yazı',
          slug: 'masa-olusturulan-yazi',
          content: `<p>${'Adıyaman mutfağı üzerine uzun bir yazı. '.repeat(5)}</p>`,
          excerpt: 'Adıyaman mutfağı üzerine kısa özet.',
          category: 'Food & Dining',
        },
        bearer: admin.token,
      }),
    );
    const id = created.json.post.id as number;
    await expectOneAuditRow('post.delete', () =>
      post(deletePostRoute.POST, '/x', { id: String(id) }, { confirmName: 'masa-olusturulan-yazi' }),
    );
    const params = { slug: 'masa-olusturulan-yazi' };
    expect((await callEndpoint(blogPostRoute.GET, '/x', { params })).status).toBe(404);
  });
});

describe('POST /api/seo/implement/{id}', () => {
  it('marks a strategy as being implemented with the date; the strategies list shows it; unknown → 404', async () => {
    const before = await callEndpoint(strategiesRoute.GET, '/api/seo/strategies');
    expect(before.json.strategies.find((s: { id: string }) => s.id === 'kurum-baglantilari').implementedAt).toBeNull();
    const response = await expectOneAuditRow('seo.implement', () =>
      post(implementRoute.POST, '/api/seo/implement/kurum-baglantilari', { id: 'kurum-baglantilari' }),
    );
    expect(response.status).toBe(200);
    expect(Date.parse(response.json.strategy.implementedAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = await callEndpoint(strategiesRoute.GET, '/api/seo/strategies');
    expect(after.json.strategies.find((s: { id: string }) => s.id === 'kurum-baglantilari').implementedAt).toBe(
      response.json.strategy.implementedAt,
    );
    const unknown = await post(implementRoute.POST, '/api/seo/implement/yok', { id: 'yok' });
    expect(unknown.status).toBe(404);
  });
});

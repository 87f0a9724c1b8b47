import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/features/audit/audit.server.ts';
import { AUDIT_ACTIONS, type AuditAction } from '~/features/audit/messages.ts';
import {
  approveListing,
  approveOwnerChange,
  decidePhoto,
  decideReply,
  decideReview,
  deleteListing,
  editListing,
  grantClaim,
  rejectClaim,
  rejectListing,
  rejectOwnerChange,
  setClosure,
  setListingStatus,
} from '~/features/listings/transitions.server.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import * as rejectRoute from '~/pages/api/businesses/[id]/reject.ts';
import * as deskStatusRoute from '~/pages/api/desk/businesses/[id]/status.ts';
import { callEndpoint } from '../support/api.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { businessRow, countRows, insertBusiness, lastAuditRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { onPostgres } from '../support/test-db.ts';

// The listings core: each change of a listing's state writes the row, a readable audit row and the
// affected person's mail together, whichever screen the admin used; a change that fails writes nothing.

const t = withTestDb();
let admin: { id: number; token: string };
let actor: Actor;

beforeAll(async () => {
  admin = await signedInUser(t.db, 'admin', 'cekirdek-yonetici');
  actor = { id: admin.id, username: 'cekirdek-yonetici' };
});

let counter = 0;
/** A listing submitted with its own address (no account): the address the owner's mails go to. */
async function listing(status = 'pending', name = 'Çekirdek Lokantası') {
  const n = ++counter;
  const id = await insertBusiness(t.db, name, { status, ownerEmail: `sahip${n}@example.com`, phone: '0416 111 22 33' });
  return { id, email: `sahip${n}@example.com` };
}

const mailsTo = (to: string) =>
  t.db
    .selectFrom('mailOutbox')
    .select(['kind', 'subject', 'textBody'])
    .where('toAddress', '=', to)
    .orderBy('id')
    .execute();

/** The mail with the listing's own id taken out: what two approvals of listings of the same name share. */
const withoutId = (mails: { kind: string | null; subject: string; textBody: string }[], id: number) =>
  mails.map((m) => ({ ...m, textBody: m.textBody.replaceAll(`/business/${id}`, '/business/ID') }));

describe('the owner is told the same, whichever screen decided', () => {
  it('approving from the desk mails the owner exactly what the approval panel mails', async () => {
    const fromPanel = await listing();
    const fromDesk = await listing();
    const panel = await callEndpoint(approveRoute.POST, '/x', {
      method: 'POST',
      bearer: admin.token,
      params: { id: String(fromPanel.id) },
    });
    expect(panel.status).toBe(200);
    const desk = await callEndpoint(deskStatusRoute.POST, '/x', {
      method: 'POST',
      bearer: admin.token,
      params: { id: String(fromDesk.id) },
      body: { status: 'approved' },
    });
    expect(desk.status).toBe(200);
    const panelMails = await mailsTo(fromPanel.email);
    expect(panelMails.map((m) => m.kind)).toEqual(['approved']);
    expect(withoutId(await mailsTo(fromDesk.email), fromDesk.id)).toEqual(withoutId(panelMails, fromPanel.id));
  });

  it('rejecting from the desk mails the owner the panel’s rejection with the reason', async () => {
    const fromPanel = await listing();
    const fromDesk = await listing();
    const reason = 'Adres eksik';
    await callEndpoint(rejectRoute.POST, '/x', {
      bearer: admin.token,
      params: { id: String(fromPanel.id) },
      body: { reason },
    });
    await callEndpoint(deskStatusRoute.POST, '/x', {
      method: 'POST',
      bearer: admin.token,
      params: { id: String(fromDesk.id) },
      body: { status: 'rejected', reason },
    });
    const panelMails = await mailsTo(fromPanel.email);
    expect(panelMails.map((m) => m.kind)).toEqual(['rejected']);
    expect(panelMails[0]?.textBody).toContain(reason);
    expect(await mailsTo(fromDesk.email)).toEqual(panelMails);
  });

  it('hiding a published listing from the desk mails nobody', async () => {
    const shown = await listing('approved');
    await setListingStatus(t.db, shown.id, 'hidden', '', actor);
    expect(await mailsTo(shown.email)).toEqual([]);
  });
});

/** Raw values the audit log must not show: column names and stored codes. */
const RAW = /^(status|closure|phone|address|approved|pending|rejected|hidden|closed_permanently|moved|[a-z]+[A-Z]\w*)$/;

function readableDetails(details: string | null): string[] {
  const parsed = JSON.parse(details ?? '{}') as Record<string, unknown>;
  const words: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    words.push(key);
    if (value && typeof value === 'object') words.push(...Object.values(value).map(String));
    else words.push(String(value));
  }
  return words;
}

/** Runs a transition and checks it wrote exactly one audit row of this action, readable throughout. */
async function expectReadableAudit(action: AuditAction, run: () => Promise<unknown>) {
  const before = await countRows(t.db, 'auditLog');
  await run();
  expect(await countRows(t.db, 'auditLog')).toBe(before + 1);
  const row = await lastAuditRow(t.db);
  expect(row.action).toBe(action);
  expect(AUDIT_ACTIONS[action]).toBeTruthy();
  expect(row.actorName).toBe(actor.username);
  expect(row.summary).not.toMatch(/\b(approved|pending|rejected|hidden)\b/);
  const words = readableDetails(row.details);
  expect(words.filter((w) => RAW.test(w))).toEqual([]);
  return { row, details: JSON.parse(row.details ?? '{}') as Record<string, unknown> };
}

describe('every transition writes one readable audit row', () => {
  it('approve, reject and a desk status change name the status in words', async () => {
    const a = await listing();
    const approved = await expectReadableAudit('business.approve', () => approveListing(t.db, a.id, actor));
    expect(approved.details).toEqual({ Durum: { from: 'Onay bekliyor', to: 'Yayında' } });
    const r = await listing();
    const rejected = await expectReadableAudit('business.reject', () =>
      rejectListing(t.db, r.id, 'Eksik bilgi', actor),
    );
    expect(rejected.details).toEqual({
      Durum: { from: 'Onay bekliyor', to: 'Reddedildi' },
      'Ret gerekçesi': 'Eksik bilgi',
    });
    const hidden = await expectReadableAudit('business.status', () =>
      setListingStatus(t.db, a.id, 'hidden', '', actor),
    );
    expect(hidden.row.summary).toContain('Yayında → Gizli');
  });

  it('an edit names each field by its label, a closure and a deletion in words', async () => {
    const { id } = await listing('approved');
    const edited = await expectReadableAudit('business.edit', () =>
      editListing(t.db, id, { phone: '0416 999 88 77', isFeatured: 1 }, actor),
    );
    expect(edited.details).toEqual({
      Telefon: { from: '0416 111 22 33', to: '0416 999 88 77' },
      'Öne çıkan': { from: 'Hayır', to: 'Evet' },
    });
    const closed = await expectReadableAudit('business.closure', () =>
      setClosure(t.db, id, { closure: 'closed_permanently' }, actor),
    );
    expect(closed.row.summary).toContain('Açık → Kalıcı olarak kapandı');
    await expectReadableAudit('business.delete', () => deleteListing(t.db, id, actor));
    expect(await t.db.selectFrom('businesses').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('photo, review and reply decisions are recorded, each way', async () => {
    const { id } = await listing('approved');
    const photo = (n: number) =>
      t.db
        .insertInto('businessPhotos')
        .values({ businessId: id, url: `https://example.com/${n}.jpg`, isPrimary: 0, status: 'pending' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const kept = await photo(1);
    await expectReadableAudit('photo.approve', () => decidePhoto(t.db, kept.id, true, actor));
    const dropped = await photo(2);
    await expectReadableAudit('photo.reject', () => decidePhoto(t.db, dropped.id, false, actor));
    const statuses = await t.db
      .selectFrom('businessPhotos')
      .select(['id', 'status'])
      .where('businessId', '=', id)
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: kept.id, status: 'approved' },
      { id: dropped.id, status: 'rejected' },
    ]);

    const review = await t.db
      .insertInto('reviews')
      .values({ businessId: id, rating: 5, comment: 'Çok güzel', status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectReadableAudit('review.approve', () => decideReview(t.db, review.id, 'approved', actor));
    expect(await businessRow(t.db, id)).toMatchObject({ rating: 5, reviewCount: 1 });
    await expectReadableAudit('review.reject', () => decideReview(t.db, review.id, 'rejected', actor));
    expect(await businessRow(t.db, id)).toMatchObject({ rating: 0, reviewCount: 0 });

    const reply = await t.db
      .insertInto('reviewReplies')
      .values({ reviewId: review.id, businessId: id, pendingBody: 'Teşekkür ederiz.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectReadableAudit('reply.approve', () => decideReply(t.db, reply.id, true, actor));
    await t.db.updateTable('reviewReplies').set({ pendingBody: 'Yeni metin' }).where('id', '=', reply.id).execute();
    await expectReadableAudit('reply.reject', () => decideReply(t.db, reply.id, false, actor));
    const stored = await t.db
      .selectFrom('reviewReplies')
      .select(['body', 'pendingBody'])
      .where('id', '=', reply.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: 'Teşekkür ederiz.', pendingBody: null });
  });

  it('a claim granted or rejected and an owner change approved or rejected are recorded, and the owner told', async () => {
    const { id } = await listing('approved');
    const owner = await signedInUser(t.db, 'owner', `cekirdek-sahip-${++counter}`);
    const close = () => Promise.resolve();
    await expectReadableAudit('claim.approve', () =>
      grantClaim(t.db, {
        listing: { id, name: 'Çekirdek Lokantası', taxId: null },
        userId: owner.id,
        actor,
        closeClaim: close,
        replaceOwner: true,
      }),
    );
    expect(await businessRow(t.db, id)).toMatchObject({ ownerId: owner.id, ownerVerified: 1 });
    const request = { businessId: id, businessName: 'Çekirdek Lokantası', userId: owner.id };
    await expectReadableAudit('claim.reject', () => rejectClaim(t.db, request, 'Belge yok', actor, close));

    const change = { businessId: id, businessName: 'Çekirdek Lokantası', userId: owner.id };
    const approved = await expectReadableAudit('change.approve', () =>
      approveOwnerChange(
        t.db,
        change,
        { address: 'Yeni Adres 5' },
        { address: 'Atatürk Bulvarı No:1, Merkez/Adıyaman' },
        actor,
        close,
      ),
    );
    expect(approved.details).toEqual({ Adres: { from: 'Atatürk Bulvarı No:1, Merkez/Adıyaman', to: 'Yeni Adres 5' } });
    expect((await businessRow(t.db, id)).address).toBe('Yeni Adres 5');
    await expectReadableAudit('change.reject', () => rejectOwnerChange(t.db, change, 'Adres yanlış', actor, close));
    const ownerMail = await mailsTo(`cekirdek-sahip-${counter}@example.com`);
    expect(ownerMail.map((m) => m.kind)).toEqual(['claimResult', 'claimResult', 'changeApproved', 'changeRejected']);
  });
});

/** Makes every audit insert fail, as a full disk or a lost connection would, while `run` runs. */
async function withAuditFailing(run: () => Promise<void>) {
  if (onPostgres) {
    await sql`create function audit_down() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`.execute(
      t.db,
    );
    await sql`create trigger audit_down before insert on audit_log for each row execute function audit_down()`.execute(
      t.db,
    );
  } else {
    await sql`create trigger audit_down before insert on audit_log begin select raise(abort, 'audit down'); end`.execute(
      t.db,
    );
  }
  try {
    await run();
  } finally {
    await sql`drop trigger audit_down${onPostgres ? sql` on audit_log` : sql``}`.execute(t.db);
    if (onPostgres) await sql`drop function audit_down()`.execute(t.db);
  }
}

describe('a transition that fails writes nothing', () => {
  it('an unknown listing: null, no audit row, no mail', async () => {
    const audits = await countRows(t.db, 'auditLog');
    const mails = await countRows(t.db, 'mailOutbox');
    expect(await approveListing(t.db, 999_999, actor)).toBeNull();
    expect(await rejectListing(t.db, 999_999, 'x', actor)).toBeNull();
    expect(await setListingStatus(t.db, 999_999, 'hidden', '', actor)).toBeNull();
    expect(await deleteListing(t.db, 999_999, actor)).toBeNull();
    expect(await decideReview(t.db, 999_999, 'approved', actor)).toBeNull();
    expect(await decidePhoto(t.db, 999_999, true, actor)).toBe(false);
    expect(await decideReply(t.db, 999_999, true, actor)).toBe(false);
    expect(await countRows(t.db, 'auditLog')).toBe(audits);
    expect(await countRows(t.db, 'mailOutbox')).toBe(mails);
  });

  it('when the audit row cannot be written, the listing keeps its state and nobody is mailed', async () => {
    const pending = await listing();
    const shown = await listing('approved');
    const review = await t.db
      .insertInto('reviews')
      .values({ businessId: shown.id, rating: 2, comment: 'Soğuktu', status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await withAuditFailing(async () => {
      await expect(approveListing(t.db, pending.id, actor)).rejects.toThrow();
      await expect(setListingStatus(t.db, pending.id, 'approved', '', actor)).rejects.toThrow();
      await expect(editListing(t.db, shown.id, { phone: '0416 000 00 00' }, actor)).rejects.toThrow();
      await expect(
        setClosure(t.db, shown.id, { closure: 'moved', newAddress: 'Başka Yer 1' }, actor),
      ).rejects.toThrow();
      await expect(deleteListing(t.db, shown.id, actor)).rejects.toThrow();
      await expect(decideReview(t.db, review.id, 'approved', actor)).rejects.toThrow();
    });
    expect(await businessRow(t.db, pending.id)).toMatchObject({ status: 'pending' });
    expect(await businessRow(t.db, shown.id)).toMatchObject({
      status: 'approved',
      phone: '0416 111 22 33',
      closure: null,
      address: 'Atatürk Bulvarı No:1, Merkez/Adıyaman',
      rating: 0,
      reviewCount: 0,
    });
    const stored = await t.db
      .selectFrom('reviews')
      .select('status')
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
    expect(await mailsTo(pending.email)).toEqual([]);
    expect(await mailsTo(shown.email)).toEqual([]);
  });
});

import { type SelectQueryBuilder, sql } from 'kysely';
import { deliverReply } from '~/features/desk/deliver-reply.server.ts';
import {
  DESK_PAGE_SIZE,
  INBOX_KINDS,
  type InboxItem,
  type InboxKind,
  type InboxReply,
  type InboxStatus,
} from '~/features/desk/messages.ts';
import type { InboxReplyData, ReportResolveData } from '~/features/desk/schema.ts';
import { notifyReportChange } from '~/features/listings/notify.server.ts';
import { REPORT_MSG, REPORT_REASON_LABELS } from '~/features/reports/messages.ts';
import { labelOf } from '~/lib/choices.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { foldTr } from '~/lib/text.ts';

// The inbox: what visitors send (contact messages, partnership applications, questions to businesses
// that have no owner to read them, reports that a listing is wrong or closed), newest first, each with
// its status and the replies written to it.

export interface InboxFilters {
  kind?: InboxKind;
  status?: InboxStatus;
  q?: string;
  page?: number;
}

const textMatch = (columns: string[], q: string) =>
  sql<boolean>`instr(fold_tr(${sql.raw(columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || "))}), ${foldTr(q)}) > 0`;

function contactQuery(db: Db, filters: InboxFilters) {
  let query = db.selectFrom('contactMessages');
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.q) query = query.where(textMatch(['name', 'email', 'subject', 'message'], filters.q));
  return query;
}

function partnershipQuery(db: Db, filters: InboxFilters) {
  let query = db.selectFrom('partnershipApplications');
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.q)
    query = query.where(textMatch(['business_name', 'owner_name', 'email', 'description', 'address'], filters.q));
  return query;
}

/** The searched columns of messages about a business: the sender, the text and the business's name. */
const aboutBusinessColumns = (table: string) => [
  ...['name', 'email', 'message'].map((c) => `${table}.${c}`),
  'businesses.name',
];

function inquiryQuery(db: Db, filters: InboxFilters) {
  let query = db
    .selectFrom('businessInquiries')
    .innerJoin('businesses', 'businesses.id', 'businessInquiries.businessId')
    .where('businesses.ownerId', 'is', null);
  if (filters.status) query = query.where('businessInquiries.status', '=', filters.status);
  if (filters.q) query = query.where(textMatch(aboutBusinessColumns('business_inquiries'), filters.q));
  return query;
}

function reportQuery(db: Db, filters: InboxFilters) {
  let query = db.selectFrom('listingReports').innerJoin('businesses', 'businesses.id', 'listingReports.businessId');
  if (filters.status) query = query.where('listingReports.status', '=', filters.status);
  if (filters.q) query = query.where(textMatch(aboutBusinessColumns('listing_reports'), filters.q));
  return query;
}

type ContactRow = { id: number; name: string; email: string; phone: string | null; subject: string; message: string };

function contactItem(row: ContactRow & { status: string; createdAt: string }): InboxItem {
  return { kind: 'contact', ...row, status: row.status as InboxStatus, details: [] };
}

/** A reader's rows, newest first, at most `limit`; only message `id` when given. */
function newestFirst<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: string,
  limit: number,
  id?: number,
): Promise<O[]> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const one = id === undefined ? query : query.where((eb) => eb(column('id'), '=', id));
  return one.orderBy(column('created_at'), 'desc').orderBy(column('id'), 'desc').limit(limit).execute();
}

async function contactItems(db: Db, filters: InboxFilters, limit: number, id?: number): Promise<InboxItem[]> {
  const rows = await newestFirst(contactQuery(db, filters).selectAll(), 'contact_messages', limit, id);
  return rows.map(contactItem);
}

async function partnershipItems(db: Db, filters: InboxFilters, limit: number, id?: number): Promise<InboxItem[]> {
  const rows = await newestFirst(partnershipQuery(db, filters).selectAll(), 'partnership_applications', limit, id);
  return rows.map((r) => ({
    kind: 'partnership',
    id: r.id,
    name: r.ownerName,
    email: r.email,
    phone: r.phone,
    subject: r.businessName,
    message: r.description,
    status: r.status as InboxStatus,
    createdAt: r.createdAt,
    details: [
      { label: 'Program', value: r.partnershipType },
      { label: 'Kategori', value: r.category },
      { label: 'Adres', value: r.address },
      { label: 'Web sitesi', value: r.website ?? '' },
      { label: 'Faaliyet yılı', value: String(r.yearsInBusiness) },
      { label: 'Çalışan sayısı', value: r.employeeCount ?? '' },
      { label: 'Aylık ciro', value: r.monthlyRevenue ?? '' },
      { label: 'Özel teklifler', value: r.specialOffers ?? '' },
      { label: 'Referanslar', value: r.references ?? '' },
    ].filter((d) => d.value !== ''),
  }));
}

async function inquiryItems(db: Db, filters: InboxFilters, limit: number, id?: number): Promise<InboxItem[]> {
  const query = inquiryQuery(db, filters).select([
    'businessInquiries.id',
    'businessInquiries.name',
    'businessInquiries.email',
    'businessInquiries.phone',
    'businessInquiries.message',
    'businessInquiries.status',
    'businessInquiries.createdAt',
    'businesses.id as businessId',
    'businesses.name as businessName',
  ]);
  const rows = await newestFirst(query, 'business_inquiries', limit, id);
  return rows.map((r) => ({
    kind: 'inquiry',
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.businessName,
    message: r.message,
    status: r.status as InboxStatus,
    createdAt: r.createdAt,
    details: [{ label: 'İşletme', value: `${r.businessName} (#${r.businessId})` }],
  }));
}

const reasonLabel = (reason: string) => labelOf(REPORT_REASON_LABELS, reason);

async function reportItems(db: Db, filters: InboxFilters, limit: number, id?: number): Promise<InboxItem[]> {
  const query = reportQuery(db, filters).selectAll('listingReports').select('businesses.name as businessName');
  const rows = await newestFirst(query, 'listing_reports', limit, id);
  return rows.map((r) => ({
    kind: 'report',
    id: r.id,
    name: r.name ?? REPORT_MSG.anonymous,
    email: r.email,
    phone: null,
    subject: `${r.businessName}: ${reasonLabel(r.reason)}`,
    message: r.message,
    status: r.status as InboxStatus,
    createdAt: r.createdAt,
    details: [
      { label: 'İşletme', value: `${r.businessName} (#${r.businessId})` },
      { label: 'Neden', value: reasonLabel(r.reason) },
    ],
    listing: { id: r.businessId, name: r.businessName },
    resolution:
      r.resolvedAt && r.resolutionNote !== null
        ? { note: r.resolutionNote, at: r.resolvedAt, ledToChange: r.ledToChange === 1 }
        : undefined,
  }));
}

const READERS = {
  contact: contactItems,
  partnership: partnershipItems,
  inquiry: inquiryItems,
  report: reportItems,
} as const;

const count = sql<number>`count(*)`.as('n');
const COUNTERS: Record<InboxKind, (db: Db, filters: InboxFilters) => Promise<{ n: number }>> = {
  contact: (db, filters) => contactQuery(db, filters).select(count).executeTakeFirstOrThrow(),
  partnership: (db, filters) => partnershipQuery(db, filters).select(count).executeTakeFirstOrThrow(),
  inquiry: (db, filters) => inquiryQuery(db, filters).select(count).executeTakeFirstOrThrow(),
  report: (db, filters) => reportQuery(db, filters).select(count).executeTakeFirstOrThrow(),
};

async function countOf(db: Db, kind: InboxKind, filters: InboxFilters): Promise<number> {
  return Number((await COUNTERS[kind](db, filters)).n);
}

/** One page of the inbox, newest first across its kinds, and the number of matching messages. */
export async function listInbox(db: Db, filters: InboxFilters): Promise<{ items: InboxItem[]; total: number }> {
  const kinds = filters.kind ? [filters.kind] : INBOX_KINDS;
  const page = Math.max(1, filters.page ?? 1);
  const upTo = page * DESK_PAGE_SIZE;
  const lists = await Promise.all(kinds.map((kind) => READERS[kind](db, filters, upTo)));
  const merged = lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const counts = await Promise.all(kinds.map((kind) => countOf(db, kind, filters)));
  return { items: merged.slice(upTo - DESK_PAGE_SIZE, upTo), total: counts.reduce((a, b) => a + b, 0) };
}

/** How many messages are new (the badge of the desk's navigation). */
export async function countNewInbox(db: Db): Promise<number> {
  const counts = await Promise.all(INBOX_KINDS.map((kind) => countOf(db, kind, { status: 'new' })));
  return counts.reduce((a, b) => a + b, 0);
}

/** One message, or null. */
export async function findInboxItem(db: Db, kind: InboxKind, id: number): Promise<InboxItem | null> {
  const [item] = await READERS[kind](db, {}, 1, id);
  return item ?? null;
}

const STATUS_TABLES = {
  contact: 'contactMessages',
  partnership: 'partnershipApplications',
  inquiry: 'businessInquiries',
  report: 'listingReports',
} as const satisfies Record<InboxKind, string>;

const statusTable = (kind: InboxKind) => STATUS_TABLES[kind];

/** Sets a message's status; false for an unknown message. */
export async function setInboxStatus(db: Db, kind: InboxKind, id: number, status: InboxStatus): Promise<boolean> {
  if (!(await findInboxItem(db, kind, id))) return false;
  await db.updateTable(statusTable(kind)).set({ status }).where('id', '=', id).execute();
  return true;
}

/** Opening a new message marks it read. */
export async function markInboxRead(db: Db, item: InboxItem): Promise<void> {
  if (item.status !== 'new') return;
  await db.updateTable(statusTable(item.kind)).set({ status: 'read' }).where('id', '=', item.id).execute();
}

/** The replies written to a message, oldest first, with the admin who wrote each. */
export async function listReplies(db: Db, kind: InboxKind, id: number): Promise<InboxReply[]> {
  const rows = await db
    .selectFrom('inboxReplies')
    .leftJoin('users', 'users.id', 'inboxReplies.sentBy')
    .select([
      'inboxReplies.id',
      'inboxReplies.subject',
      'inboxReplies.body',
      'inboxReplies.toEmail',
      'inboxReplies.emailStatus',
      'inboxReplies.createdAt',
      'users.username as sentBy',
    ])
    .where('inboxReplies.kind', '=', kind)
    .where('inboxReplies.messageId', '=', id)
    .orderBy('inboxReplies.id', 'asc')
    .execute();
  return rows;
}

/**
 * Stores a reply with its message, hands it to delivery and marks the message answered. Null for an
 * unknown message.
 */
export async function replyToInboxItem(
  db: Db,
  kind: InboxKind,
  id: number,
  input: InboxReplyData,
  adminId: number,
): Promise<{ reply: InboxReply; item: InboxItem } | null> {
  const item = await findInboxItem(db, kind, id);
  if (!item) return null;
  const row = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('inboxReplies')
      .values({
        kind,
        messageId: id,
        toEmail: item.email ?? '',
        subject: input.subject,
        body: input.body,
        sentBy: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable(statusTable(kind)).set({ status: 'answered' }).where('id', '=', id).execute();
    return stored;
  });
  const emailStatus = await deliverReply(db, {
    replyId: row.id,
    to: item.email,
    subject: input.subject,
    body: input.body,
  });
  const [reply] = (await listReplies(db, kind, id)).filter((r) => r.id === row.id);
  return reply ? { reply: { ...reply, emailStatus }, item } : null;
}

/**
 * Resolves a report with the admin's note (the report is filed as archived); when it led to a change of
 * the listing, the listing's owner is told by mail with the note. Null for an unknown report.
 */
export async function resolveReport(db: Db, id: number, input: ReportResolveData): Promise<InboxItem | null> {
  const item = await findInboxItem(db, 'report', id);
  if (!item?.listing) return null;
  await db
    .updateTable('listingReports')
    .set({
      status: 'archived',
      resolutionNote: input.note,
      resolvedAt: new Date().toISOString(),
      ledToChange: input.ledToChange ? 1 : 0,
    })
    .where('id', '=', id)
    .execute();
  if (input.ledToChange) await notifyReportChange(db, item.listing.id, input.note);
  return findInboxItem(db, 'report', id);
}

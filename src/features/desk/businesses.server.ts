import { type Expression, type SqlBool, sql, type Updateable } from 'kysely';
import { type Actor, type AuditEntry, recordAudit } from '~/features/audit/audit.server.ts';
import {
  BUSINESS_STATUS_LABELS,
  type BusinessSource,
  type BusinessStatus,
  businessStatusLabel,
  DESK_PAGE_SIZE,
} from '~/features/desk/messages.ts';
import type { BusinessEdit } from '~/features/desk/schema.ts';
import { canonicalCategory } from '~/features/directory/categories.ts';
import { CSV_COLUMNS } from '~/features/imports/messages.ts';
import { listingsPhotoFiles, removeFilesOf } from '~/features/photos/photos.server.ts';
import { addBusinessColumns, nullIfEmpty } from '~/features/submissions/add-business-columns.ts';
import { csvCell } from '~/lib/csv.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { Business, Database } from '~/lib/db/schema.ts';
import { requestRebuild } from '~/lib/serve/rebuild.server.ts';
import { foldTr } from '~/lib/text.ts';

// Every business, whatever its status: the desk's list, search and filters, admin edits, status
// changes, deletion and the CSV export. Changes to what the public sees queue a rebuild; the search
// index follows the table through its triggers (only approved businesses are listed).

export interface DeskBusinessFilters {
  q?: string;
  status?: BusinessStatus;
  district?: string;
  category?: string;
  tier?: string;
  source?: BusinessSource;
  page?: number;
}

export interface DeskBusinessRow {
  id: number;
  name: string;
  category: string;
  district: string | null;
  status: string;
  subscriptionTier: string;
  source: string;
  phone: string | null;
  createdAt: string;
}

const FORM_SOURCES = ['register', 'add-business', 'web'];

function filtered(db: Db, filters: DeskBusinessFilters) {
  let query = db.selectFrom('businesses');
  if (filters.q?.trim()) {
    // The same Turkish folding as the public search (Kâhta = kahta = KÂHTA), over every status.
    const text = sql`fold_tr(name || ' ' || category || ' ' || coalesce(district, '') || ' ' || address || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))`;
    for (const word of foldTr(filters.q).split(/\s+/).filter(Boolean).slice(0, 8))
      query = query.where(sql<SqlBool>`instr(${text}, ${word}) > 0`);
  }
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.district) query = query.where('district', '=', filters.district);
  if (filters.category) query = query.where('category', '=', filters.category);
  if (filters.tier) query = query.where('subscriptionTier', '=', filters.tier);
  if (filters.source) {
    const source = filters.source;
    query = query.where((eb): Expression<SqlBool> => {
      if (source === 'form') return eb('source', 'in', FORM_SOURCES);
      if (source === 'maps') return eb('googleMapsUrl', 'is not', null);
      if (source === 'import') return eb.and([eb('source', '=', 'bulk'), eb('googleMapsUrl', 'is', null)]);
      return eb('source', '=', source);
    });
  }
  return query;
}

/** One page of businesses, newest first, and how many match. */
export async function listDeskBusinesses(
  db: Db,
  filters: DeskBusinessFilters,
): Promise<{ rows: DeskBusinessRow[]; total: number }> {
  const query = filtered(db, filters);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const page = Math.max(1, filters.page ?? 1);
  const rows = await query
    .select(['id', 'name', 'category', 'district', 'status', 'subscriptionTier', 'source', 'phone', 'createdAt'])
    .orderBy('id', 'desc')
    .limit(DESK_PAGE_SIZE)
    .offset((page - 1) * DESK_PAGE_SIZE)
    .execute();
  return { rows, total: Number(total) };
}

/** Every column of one business, or null. */
export async function findDeskBusiness(db: Db, id: number): Promise<Business | null> {
  return (await db.selectFrom('businesses').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

/** The columns an edit writes: the add-business form's, with the desk's category, district and admin fields. */
function editColumns(input: BusinessEdit) {
  return {
    ...addBusinessColumns(input),
    category: canonicalCategory(input.category) ?? input.category,
    district: nullIfEmpty(input.district),
    ownerName: nullIfEmpty(input.ownerName),
    ownerEmail: nullIfEmpty(input.ownerEmail),
    ownerPhone: nullIfEmpty(input.ownerPhone),
    subscriptionTier: input.subscriptionTier,
    isVerified: input.isVerified ? 1 : 0,
    isFeatured: input.isFeatured ? 1 : 0,
  };
}

/** Pages to rebuild when a business that is (or was) public changes. */
function queueRebuildFor(before: Pick<Business, 'status' | 'name'>, after: string, reason: string) {
  return before.status === 'approved' || after === 'approved' ? requestRebuild(`${reason}: ${before.name}`) : null;
}

/** Writes columns of a business (and when it changed) and records the admin's action in the audit log. */
async function writeBusiness(
  db: Db,
  actor: Actor,
  id: number,
  columns: Updateable<Database['businesses']>,
  audit: Omit<AuditEntry, 'targetType' | 'targetId'>,
): Promise<void> {
  await db
    .updateTable('businesses')
    .set({ ...columns, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  await recordAudit(db, actor, { ...audit, targetType: 'business', targetId: id });
}

/**
 * Writes an admin's edit: only the columns that changed, recorded in the audit log by name with their
 * old and new values. Null for an unknown id.
 */
export async function updateBusiness(
  db: Db,
  id: number,
  input: BusinessEdit,
  actor: Actor,
): Promise<{ changed: string[] } | null> {
  const before = await findDeskBusiness(db, id);
  if (!before) return null;
  const columns = editColumns(input);
  const changes = Object.fromEntries(
    Object.entries(columns).filter(([name, value]) => (before as Record<string, unknown>)[name] !== value),
  );
  const changed = Object.keys(changes);
  if (changed.length === 0) return { changed };
  await writeBusiness(db, actor, id, changes, {
    action: 'business.edit',
    summary: `${columns.name} (#${id}): ${changed.join(', ')}`,
    details: Object.fromEntries(
      changed.map((name) => [name, { from: (before as Record<string, unknown>)[name], to: changes[name] }]),
    ),
  });
  queueRebuildFor(before, before.status, 'işletme düzenlendi');
  return { changed };
}

/** Changes a business's status (a rejection keeps its reason). Null for an unknown id. */
export async function setBusinessStatus(
  db: Db,
  id: number,
  status: BusinessStatus,
  reason: string,
  actor: Actor,
): Promise<{ id: number; status: BusinessStatus } | null> {
  const before = await findDeskBusiness(db, id);
  if (!before) return null;
  const rejectionReason = status === 'rejected' ? reason || before.rejectionReason : null;
  await writeBusiness(
    db,
    actor,
    id,
    { status, rejectionReason },
    {
      action: 'business.status',
      summary: `${before.name} (#${id}): ${businessStatusLabel(before.status)} → ${BUSINESS_STATUS_LABELS[status]}`,
      details: { from: before.status, to: status, ...(reason ? { reason } : {}) },
    },
  );
  queueRebuildFor(before, status, 'işletme durumu değişti');
  return { id, status };
}

/**
 * Deletes a business with its photos, reviews, inquiries, favourites and subscriptions (the foreign
 * keys cascade; the photos' files go once the rows are gone) and takes it out of the search index
 * (trigger). Null for an unknown id.
 */
export async function deleteBusiness(db: Db, id: number, actor: Actor): Promise<{ id: number; name: string } | null> {
  const before = await findDeskBusiness(db, id);
  if (!before) return null;
  const photos = await listingsPhotoFiles(db, [id]);
  await db.deleteFrom('businesses').where('id', '=', id).execute();
  removeFilesOf(photos);
  await recordAudit(db, actor, {
    action: 'business.delete',
    targetType: 'business',
    targetId: id,
    summary: `${before.name} (#${id})`,
    details: { status: before.status, category: before.category, district: before.district },
  });
  queueRebuildFor(before, 'deleted', 'işletme silindi');
  return { id, name: before.name };
}

/** The export's columns: the import's own, then what identifies the row in the directory. */
const EXPORT_COLUMNS = ['id', ...CSV_COLUMNS, 'status', 'district', 'category'] as const;

/**
 * Every business matching the filters as CSV (UTF-8 with BOM, so Excel reads Turkish letters); a cell a
 * spreadsheet would run as a formula is neutralised (csvCell).
 */
export async function exportBusinessesCsv(db: Db, filters: DeskBusinessFilters): Promise<string> {
  const rows = await filtered(db, filters)
    .select(['id', 'name', 'address', 'phone', 'email', 'website', 'description', 'status', 'district', 'category'])
    .orderBy('id', 'asc')
    .execute();
  const lines = rows.map((row) =>
    EXPORT_COLUMNS.map((column) => csvCell(String((row as Record<string, unknown>)[column] ?? ''))).join(','),
  );
  return `\uFEFF${[EXPORT_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

import { type Expression, type SqlBool, sql } from 'kysely';
import type { Actor } from '~/features/audit/audit.server.ts';
import { type DeskOutcome, fieldRefusal } from '~/features/desk/desk-endpoint.server.ts';
import { type BusinessSource, DESK_PAGE_SIZE } from '~/features/desk/messages.ts';
import type { BusinessEdit } from '~/features/desk/schema.ts';
import { CSV_COLUMNS } from '~/features/imports/messages.ts';
import { canonicalCategory } from '~/features/listings/categories.ts';
import { subcategoryFits } from '~/features/listings/offer.server.ts';
import { chosenSubcategory, offerColumns } from '~/features/listings/offer.ts';
import { OFFER_MSG } from '~/features/listings/offer-schema.ts';
import { deleteListing, editListing, setListingStatus } from '~/features/listings/transitions.server.ts';
import type { BusinessStatus } from '~/features/listings/vocabulary.ts';
import { addBusinessColumns, nullIfEmpty } from '~/features/submissions/add-business-columns.ts';
import { csvCell } from '~/lib/csv.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { Business } from '~/lib/db/schema.ts';
import { foldTr } from '~/lib/text.ts';

// Every business, whatever its status: the desk's list, search and filters, admin edits, status
// changes, deletion (written by the listings core) and the CSV export. Pages showing listings follow the
// listings' version by themselves; the search index follows the table through its triggers (only approved businesses are listed).

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
    // The desk's closure form keeps the holiday columns.
    ...offerColumns(input, false),
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

/**
 * Writes an admin's edit through the listings core: only the columns that changed, recorded in the audit
 * log by their labels with old and new values. Null for an unknown id.
 */
export async function updateBusiness(
  db: Db,
  id: number,
  input: BusinessEdit,
  actor: Actor,
): Promise<{ changed: string[] } | DeskOutcome | null> {
  const subcategory = chosenSubcategory(input);
  if (subcategory && !(await subcategoryFits(db, subcategory, input.category)))
    return fieldRefusal('subcategoryId', OFFER_MSG.unknownSubcategory);
  const edited = await editListing(db, id, editColumns(input), actor);
  if (!edited) return null;
  return { changed: edited.changed };
}

/** Changes a business's status through the listings core (which mails the owner as the approval panel does). */
export async function setBusinessStatus(
  db: Db,
  id: number,
  status: BusinessStatus,
  reason: string,
  actor: Actor,
): Promise<{ id: number; status: BusinessStatus } | null> {
  const done = await setListingStatus(db, id, status, reason, actor);
  if (!done) return null;
  return { id, status };
}

/**
 * Deletes a business through the listings core (its photos, reviews, inquiries, favourites and
 * subscriptions go by cascade, and it leaves the search index). Null for an unknown id.
 */
export async function deleteBusiness(db: Db, id: number, actor: Actor): Promise<{ id: number; name: string } | null> {
  const before = await deleteListing(db, id, actor);
  if (!before) return null;
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

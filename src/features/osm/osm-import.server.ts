// OpenStreetMap import: every element of a file becomes a pending listing in the review queue, through
// the listings core. An element already imported (same OSM id) is updated, but only in the fields whose
// value is still what the last import wrote: a field an owner or the operator changed since is theirs. An
// element that looks like a listing already here (a close name within MERGE_DISTANCE_M) becomes a merge
// proposal for the operator, never a second listing. So importing the same file again creates nothing.
import { type Actor, recordAudit } from '~/features/audit/audit.server.ts';
import { distanceKm } from '~/features/directory/distance.ts';
import { insertOsmListing, linkOsmListing, refreshOsmListing } from '~/features/listings/transitions.server.ts';
import { type OsmElement, OsmFileError, readOsmFile } from '~/features/osm/elements.ts';
import { candidateOf, IMPORTED_FIELDS, type OsmListingFields, similarNames } from '~/features/osm/listing-of.ts';
import { importSummary, MERGE_DISTANCE_M, OSM_MSG, OSM_SOURCE } from '~/features/osm/messages.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { osmOverpassUrl } from '~/lib/env.server.ts';

export interface OsmImportReport {
  created: number;
  updated: number;
  unchanged: number;
  proposals: number;
  skipped: { osmId: string; name: string | null; reason: string }[];
  /** Listings whose OSM hours could not be read: the note is kept on the listing for the operator. */
  notes: { osmId: string; name: string; note: string }[];
  summary: string;
}

interface Known {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  osmId: string | null;
  osmFields: string | null;
  row: Record<string, unknown>;
}

const parseFields = (text: string | null): Record<string, unknown> => {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The listing an element duplicates: a close name within MERGE_DISTANCE_M, the nearest first. */
function nearDuplicate(known: Known[], fields: OsmListingFields): { listing: Known; metres: number } | null {
  let best: { listing: Known; metres: number } | null = null;
  for (const listing of known) {
    if (listing.latitude === null || listing.longitude === null) continue;
    const metres =
      distanceKm({ lat: listing.latitude, lng: listing.longitude }, { lat: fields.latitude, lng: fields.longitude }) *
      1000;
    if (metres > MERGE_DISTANCE_M || !similarNames(listing.name, fields.name)) continue;
    if (!best || metres < best.metres) best = { listing, metres };
  }
  return best;
}

/** The fields a re-import may write: those whose stored value is still what the last import wrote. */
function refreshOf(listing: Known, fields: OsmListingFields): { columns: Record<string, unknown>; record: string } {
  const previous = parseFields(listing.osmFields);
  const record: Record<string, unknown> = { ...previous };
  const columns: Record<string, unknown> = {};
  for (const field of IMPORTED_FIELDS) {
    const stored = listing.row[field] ?? null;
    const untouched = field in previous && (previous[field] ?? null) === stored;
    if (!untouched) continue;
    record[field] = fields[field];
    if (stored !== fields[field]) columns[field] = fields[field];
  }
  return { columns, record: JSON.stringify(record) };
}

async function knownListings(db: Db): Promise<Known[]> {
  const rows = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'latitude', 'longitude', 'osmId', 'osmFields', ...IMPORTED_FIELDS])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    osmId: row.osmId,
    osmFields: row.osmFields,
    row: {
      ...row,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    },
  }));
}

/**
 * Imports elements in one transaction (the stored listings are read inside it, so two imports cannot both
 * add the same element). The actor's audit row names the counts; the command line imports without one.
 */
async function importOsmElements(db: Db, elements: OsmElement[], actor: Actor | null): Promise<OsmImportReport> {
  const subcategories = new Map(
    (await db.selectFrom('subcategories').select(['id', 'slug']).execute()).map((s) => [s.slug, s.id]),
  );
  const report = await db.transaction().execute(async (trx) => {
    const known = await knownListings(trx);
    const byOsmId = new Map(known.flatMap((k) => (k.osmId ? [[k.osmId, k] as const] : [])));
    const proposed = new Set((await trx.selectFrom('osmMergeProposals').select('osmId').execute()).map((p) => p.osmId));
    const out: Omit<OsmImportReport, 'summary'> = {
      created: 0,
      updated: 0,
      unchanged: 0,
      proposals: 0,
      skipped: [],
      notes: [],
    };
    const seen = new Set<string>();
    for (const element of elements) {
      // Untagged elements are only the points of a way's outline.
      if (seen.has(element.id) || Object.keys(element.tags).length === 0) continue;
      seen.add(element.id);
      const candidate = candidateOf(element);
      if (!candidate.ok) {
        out.skipped.push({ osmId: candidate.osmId, name: candidate.name, reason: candidate.reason });
        continue;
      }
      const { fields, osmId } = candidate;
      if (fields.workingHoursText) out.notes.push({ osmId, name: fields.name, note: fields.workingHoursText });
      const mine = byOsmId.get(osmId);
      if (mine) {
        const { columns, record } = refreshOf(mine, fields);
        if (Object.keys(columns).length === 0 && record === mine.osmFields) {
          out.unchanged++;
          continue;
        }
        await refreshOsmListing(trx, mine.id, columns, record);
        if (Object.keys(columns).length) out.updated++;
        else out.unchanged++;
        continue;
      }
      if (proposed.has(osmId)) {
        out.unchanged++;
        continue;
      }
      const duplicate = nearDuplicate(known, fields);
      if (duplicate) {
        await trx
          .insertInto('osmMergeProposals')
          .values({
            osmId,
            businessId: duplicate.listing.id,
            name: fields.name,
            distanceM: Math.round(duplicate.metres),
            fields: JSON.stringify(fields),
          })
          .onConflict((oc) => oc.columns(['osmId', 'businessId']).doNothing())
          .execute();
        proposed.add(osmId);
        out.proposals++;
        continue;
      }
      const created = await insertOsmListing(trx, {
        ...fields,
        subcategoryId: candidate.subcategory ? (subcategories.get(candidate.subcategory) ?? null) : null,
        source: OSM_SOURCE,
        osmId,
        osmFields: JSON.stringify(fields),
      });
      const listing: Known = {
        id: created.id,
        name: fields.name,
        latitude: fields.latitude,
        longitude: fields.longitude,
        osmId,
        osmFields: JSON.stringify(fields),
        row: { ...fields },
      };
      known.push(listing);
      byOsmId.set(osmId, listing);
      out.created++;
    }
    const summary = importSummary({ ...out, skipped: out.skipped.length });
    if (actor && (out.created || out.updated || out.proposals)) {
      await recordAudit(trx, actor, {
        action: 'import',
        targetType: 'import',
        summary: `OpenStreetMap: ${summary}`,
        details: { Kaynak: 'OpenStreetMap', Yeni: out.created, Güncellenen: out.updated, Öneri: out.proposals },
      });
    }
    return { ...out, summary };
  });
  return report;
}

/** Imports an OSM file's text; throws OsmFileError for a file that is not one. */
export async function importOsmText(db: Db, text: string, actor: Actor | null): Promise<OsmImportReport> {
  return importOsmElements(db, readOsmFile(text), actor);
}

/** Fetches the province from the Overpass API (OSM_OVERPASS_URL) and imports it. */
export async function importFromOverpass(db: Db, query: string, actor: Actor | null): Promise<OsmImportReport> {
  const url = osmOverpassUrl();
  if (!url) throw new OsmFileError(OSM_MSG.noOverpass);
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: query }),
      signal: AbortSignal.timeout(180_000),
    });
    if (!response.ok) throw new Error(String(response.status));
    text = await response.text();
  } catch {
    throw new OsmFileError(OSM_MSG.overpassFailed);
  }
  return importOsmText(db, text, actor);
}

export interface MergeProposal {
  id: number;
  osmId: string;
  businessId: number;
  businessName: string;
  name: string;
  distanceM: number | null;
  status: string;
}

/** The merge proposals waiting for the operator, oldest first. */
export async function listMergeProposals(db: Db): Promise<MergeProposal[]> {
  return db
    .selectFrom('osmMergeProposals as p')
    .innerJoin('businesses as b', 'b.id', 'p.businessId')
    .select(['p.id', 'p.osmId', 'p.businessId', 'b.name as businessName', 'p.name', 'p.distanceM', 'p.status'])
    .where('p.status', '=', 'pending')
    .orderBy('p.id')
    .execute();
}

/** Who an import from the command line is recorded as: the first admin account, if any. */
export async function commandLineActor(db: Db): Promise<Actor | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', '=', 'admin')
    .orderBy('id')
    .executeTakeFirst();
  return row ?? null;
}

/** Whether the desk can fetch the province live (OSM_OVERPASS_URL is set). */
export const liveImportConfigured = (): boolean => osmOverpassUrl() !== null;

/** Imported listings still waiting whose OSM hours could not be read: the note tells the operator what OSM says. */
export async function listHoursNotes(db: Db): Promise<{ id: number; name: string; note: string }[]> {
  const rows = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'workingHoursText'])
    .where('source', '=', OSM_SOURCE)
    .where('status', '=', 'pending')
    .where('workingHoursText', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, note: r.workingHoursText ?? '' }));
}

/**
 * The operator's decision on a merge proposal: merging links the element to the listing and fills only the
 * fields the listing lacks (those become the import's, so later imports keep them current); dismissing
 * keeps the proposal as decided, so the element is not proposed again. False when none waits.
 */
export async function decideMergeProposal(db: Db, id: number, merge: boolean, actor: Actor): Promise<boolean> {
  const proposal = await db
    .selectFrom('osmMergeProposals')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!proposal) return false;
  const close = (status: 'merged' | 'dismissed') => (trx: Db) =>
    trx.updateTable('osmMergeProposals').set({ status }).where('id', '=', id).where('status', '=', 'pending').execute();
  if (!merge) {
    await close('dismissed')(db);
    return true;
  }
  const fields = parseFields(proposal.fields) as Partial<OsmListingFields>;
  const listing = (await db
    .selectFrom('businesses')
    .select([...IMPORTED_FIELDS])
    .where('id', '=', proposal.businessId)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!listing) return false;
  const columns: Record<string, unknown> = {};
  for (const field of IMPORTED_FIELDS) {
    const empty = listing[field] === null || listing[field] === '';
    if (empty && fields[field] !== undefined && fields[field] !== null) columns[field] = fields[field];
  }
  return linkOsmListing(
    db,
    proposal.businessId,
    { osmId: proposal.osmId, columns, osmFields: JSON.stringify(columns) },
    actor,
    close('merged'),
  );
}

import Papa from 'papaparse';
import {
  BULK_MSG,
  type BulkImportError,
  type BulkImportResult,
  CSV_MAX_ROWS,
  guessDistrict,
  nameDistrictKey,
  phoneKey,
  splitUrlLines,
} from '~/features/imports/messages.ts';
import { type BulkMaps, bulkMapsSchema, bulkRowSchema } from '~/features/imports/schema.ts';
import { canonicalCategory } from '~/features/listings/categories.ts';
import { insertImportedListings } from '~/features/listings/transitions.server.ts';
import { importFromMapsUrl, PlacesApiError, type PlacesConfig } from '~/features/submissions/maps-import.server.ts';
import { isGoogleMapsUrl } from '~/features/submissions/maps-import-schema.ts';
import { MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { CSV_BODY_LIMIT } from '~/lib/constants.ts';
import { csvCellValue } from '~/lib/csv.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { NewBusiness } from '~/lib/db/schema.ts';
import { parseFormBytes, readBodyBytes } from '~/lib/http/body.server.ts';
import { type FormFields, isFormPost, readFormFields } from '~/lib/http/form-post.server.ts';
import { checkSchema, readJsonBody } from '~/lib/http/http.server.ts';
import type { Refused } from '~/lib/http/public-form.server.ts';
import { MSG } from '~/lib/messages.ts';

// Bulk import (admin only): every imported row becomes a PENDING business with source 'bulk', all
// rows of one request in one transaction. Duplicates — same folded name in the same district, or
// the same phone — are skipped, whether they match a stored business or an earlier row.

/** Address stored for a Maps link read without a Places API key (the column is required). */
const MAPS_ADDRESS_FALLBACK = 'Adıyaman';
const INSERT_CHUNK = 200;
const PLACES_CONCURRENCY = 4;

type Candidate = Omit<NewBusiness, 'status' | 'source' | 'category'> & { row: number; knownId?: number };

/** A CSV failure that concerns the whole file (answered with 400). */
export class CsvFileError extends Error {}

const nullIfEmpty = (value: string | undefined | null): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

/** Decodes an uploaded file: UTF-8 (BOM dropped), else Windows-1254, which Turkish Excel writes. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('windows-1254', { fatal: true }).decode(bytes);
    } catch {
      throw new CsvFileError(BULK_MSG.notUtf8);
    }
  }
}

/** Parses CSV text into candidate rows and per-row errors; throws CsvFileError for a file that cannot be used. */
type CsvRows = { candidates: Candidate[]; errors: BulkImportError[] };

export function parseCsvRows(text: string): CsvRows {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('name') || !fields.includes('address')) throw new CsvFileError(BULK_MSG.missingColumns);
  if (parsed.data.length === 0) throw new CsvFileError(BULK_MSG.noRows);
  if (parsed.data.length > CSV_MAX_ROWS) throw new CsvFileError(BULK_MSG.tooManyRows);

  const malformed = new Set(
    parsed.errors.filter((e) => e.type === 'FieldMismatch' && typeof e.row === 'number').map((e) => e.row as number),
  );
  const candidates: Candidate[] = [];
  const errors: BulkImportError[] = [];
  parsed.data.forEach((record, index) => {
    const row = index + 2; // the header is line 1
    if (malformed.has(index)) {
      errors.push({ row, message: BULK_MSG.csvRowMalformed });
      return;
    }
    // A cell the export neutralised against spreadsheet formulas ('=…, '+90…) is read as it was written.
    const cell = (name: string) => csvCellValue(record[name] ?? '');
    const result = bulkRowSchema.safeParse({
      name: cell('name'),
      address: cell('address'),
      phone: cell('phone'),
      email: cell('email'),
      website: cell('website'),
      description: cell('description'),
    });
    if (!result.success) {
      errors.push({ row, message: result.error.issues.map((i) => i.message).join('; ') });
      return;
    }
    const data = result.data;
    // A row of the desk's export carries its business id: the importer recognises it as its own.
    const knownId = /^\d+$/.test(record.id?.trim() ?? '') ? Number(record.id) : undefined;
    candidates.push({
      row,
      ...(knownId ? { knownId } : {}),
      name: data.name,
      address: data.address,
      district: guessDistrict(data.address),
      phone: nullIfEmpty(data.phone),
      email: nullIfEmpty(data.email),
      website: nullIfEmpty(data.website),
      description: nullIfEmpty(data.description),
    });
  });
  return { candidates, errors };
}

/**
 * Inserts the candidates that are not duplicates, in one transaction; the stored businesses are
 * read inside it so two imports cannot both add the same business.
 */
async function insertCandidates(
  db: Db,
  candidates: Candidate[],
  category: string,
): Promise<{ imported: number; duplicates: number }> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('businesses')
      .select(['id', 'name', 'district', 'phone', 'googlePlaceId', 'status'])
      .execute();
    const ids = new Set(existing.map((b) => b.id));
    const listed = existing.filter((b) => b.status !== 'rejected');
    const names = new Set(listed.map((b) => nameDistrictKey(b.name, b.district)));
    const phones = new Set(listed.map((b) => phoneKey(b.phone)).filter((p): p is string => p !== null));
    const placeIds = new Set(listed.map((b) => b.googlePlaceId).filter((p): p is string => !!p));

    const rows: NewBusiness[] = [];
    let duplicates = 0;
    for (const { row: _row, knownId, ...candidate } of candidates) {
      if (knownId !== undefined && ids.has(knownId)) {
        duplicates++;
        continue;
      }
      const nameKey = nameDistrictKey(candidate.name, candidate.district ?? null);
      const phone = phoneKey(candidate.phone);
      const placeId = candidate.googlePlaceId ?? null;
      if (names.has(nameKey) || (phone && phones.has(phone)) || (placeId && placeIds.has(placeId))) {
        duplicates++;
        continue;
      }
      names.add(nameKey);
      if (phone) phones.add(phone);
      if (placeId) placeIds.add(placeId);
      rows.push({ ...candidate, category, status: 'pending', source: 'bulk' });
    }
    await insertImportedListings(trx, rows, INSERT_CHUNK);
    return { imported: rows.length, duplicates };
  });
}

const CSV_TYPES = new Set(['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'text/x-csv', '']);

/**
 * Reads the multipart upload of POST /api/bulk-import/csv (fields `csv` and `category`): 415 for
 * another content type, 413 past CSV_BODY_LIMIT (counted while reading, whatever Content-Length
 * says), 400 without a file or a valid category or for a file that is not CSV text. A browser's own
 * post (`page`) keeps its text fields, to be shown again on a refusal.
 */
export async function readCsvUpload(
  request: Request,
  page: boolean,
): Promise<{ ok: true; data: { rows: CsvRows; category: string } } | Refused> {
  const type = request.headers.get('content-type') ?? '';
  const refuse = (status: number, error: string, fields: FormFields | null, path?: string): Refused => ({
    kind: 'rejected',
    status,
    error,
    issues: path ? [{ path, message: error }] : undefined,
    fields: page ? fields : null,
  });
  if (!type.toLowerCase().startsWith('multipart/form-data')) return refuse(415, MSG.unsupportedMediaType, null);
  const read = await readBodyBytes(request, CSV_BODY_LIMIT);
  if (!read.ok) return refuse(read.status, read.status === 413 ? MSG.payloadTooLarge : MSG.badRequest, {});
  let form: FormData;
  try {
    form = await parseFormBytes(read.bytes, type);
  } catch {
    return refuse(400, MSG.badRequest, {});
  }
  const fields: FormFields = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] ??= value;
  const file = form.get('csv');
  const category = canonicalCategory(fields.category ?? '');
  if (!(file instanceof File) || file.size === 0 || !category) {
    return refuse(400, BULK_MSG.missingFile, fields, file instanceof File && file.size > 0 ? 'category' : 'csv');
  }
  const looksCsv =
    file.name.toLowerCase().endsWith('.csv') || CSV_TYPES.has((file.type.split(';')[0] ?? '').trim().toLowerCase());
  if (!looksCsv) return refuse(400, BULK_MSG.notCsv, fields, 'csv');
  try {
    return { ok: true, data: { rows: parseCsvRows(decodeCsv(new Uint8Array(await file.arrayBuffer()))), category } };
  } catch (error) {
    if (error instanceof CsvFileError) return refuse(400, error.message, fields, 'csv');
    throw error;
  }
}

/**
 * Reads POST /api/bulk-import/google-maps: JSON `{ urls[], category }`, or a browser's form post with the
 * links one to a line in `urls` (its body may carry the page's CSV file too, hence the CSV limit).
 */
export async function readMapsRequest(
  request: Request,
  page: boolean,
): Promise<{ ok: true; data: BulkMaps } | Refused> {
  const read = isFormPost(request)
    ? await readFormFields(request, CSV_BODY_LIMIT)
    : await readJsonBody(request).then((json) => (json.ok ? { ok: true as const, body: json.body } : json));
  if (!read.ok) {
    const error = 'error' in read ? read.error : read.status === 413 ? MSG.payloadTooLarge : MSG.badRequest;
    return { kind: 'rejected', status: read.status, error, fields: page ? {} : null };
  }
  const fields = 'fields' in read ? read.fields : null;
  const input =
    'fields' in read ? { urls: splitUrlLines(read.fields.urls ?? ''), category: read.fields.category } : read.body;
  const checked = checkSchema(bulkMapsSchema, input);
  if (checked.ok) return { ok: true, data: checked.data };
  return { kind: 'rejected', status: 400, error: checked.error, issues: checked.issues, fields: page ? fields : null };
}

/** Imports a CSV file's rows into `category` (a canonical category name). */
export async function importCsv(db: Db, { candidates, errors }: CsvRows, category: string): Promise<BulkImportResult> {
  const { imported, duplicates } = await insertCandidates(db, candidates, category);
  return { imported, errors, duplicates };
}

async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Imports Google Maps links into `category`. Each link is read like the single Maps import (the
 * Places API adds details when configured); links that are invalid or unreadable are reported.
 */
export async function importMapsUrls(
  db: Db,
  urls: string[],
  category: string,
  config: PlacesConfig | null,
): Promise<BulkImportResult> {
  const outcomes = await mapWithConcurrency(
    urls,
    PLACES_CONCURRENCY,
    async (url, index): Promise<Candidate | BulkImportError> => {
      const row = index + 1;
      if (!isGoogleMapsUrl(url)) return { row, message: MAPS_IMPORT_MSG.url };
      try {
        const place = await importFromMapsUrl(url, config);
        if (!place.name.trim()) return { row, message: BULK_MSG.mapsNameMissing };
        const address = place.address.trim() || MAPS_ADDRESS_FALLBACK;
        return {
          row,
          name: place.name.trim().slice(0, 200),
          address,
          district: guessDistrict(address),
          phone: nullIfEmpty(place.phone),
          website: nullIfEmpty(place.website),
          description: nullIfEmpty(place.description),
          latitude: place.latitude,
          longitude: place.longitude,
          googleMapsUrl: url,
          googlePlaceId: nullIfEmpty(place.googlePlaceId),
        };
      } catch (error) {
        if (error instanceof PlacesApiError) return { row, message: BULK_MSG.mapsFetchFailed };
        throw error;
      }
    },
  );
  const errors = outcomes.filter((o): o is BulkImportError => 'message' in o);
  const candidates = outcomes.filter((o): o is Candidate => !('message' in o));
  const { imported, duplicates } = await insertCandidates(db, candidates, category);
  return { imported, errors, duplicates, ...(config ? {} : { notice: BULK_MSG.mapsNeedsKey }) };
}

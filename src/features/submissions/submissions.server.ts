import { canonicalCategory } from '~/features/listings/categories.ts';
import { canonicalDistrict } from '~/features/listings/districts.ts';
import {
  announceSubmission,
  type CreatedListing,
  insertPendingListing,
  submitListing,
} from '~/features/listings/transitions.server.ts';
import { addBusinessColumns, FALLBACK_CATEGORY, nullIfEmpty } from '~/features/submissions/add-business-columns.ts';
import type { AddBusiness } from '~/features/submissions/add-business-schema.ts';
import type { Registration } from '~/features/submissions/registration-schema.ts';
import type { RegistryRecord } from '~/features/submissions/registry-schema.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { NewBusiness } from '~/lib/db/schema.ts';

// Businesses that owners submit. Every path here creates a PENDING row: only an admin publishes.

/** What a submission endpoint returns about the row it created. */
export interface SubmittedBusinessDto {
  id: number;
  name: string;
  category: string;
  district: string | null;
  status: 'pending';
}

const pending = (listing: CreatedListing): SubmittedBusinessDto => ({ ...listing, status: 'pending' });

/** Stores a submission through the listings core, which tells its owner it was received. */
async function submit(db: Db, values: Omit<NewBusiness, 'status'>): Promise<SubmittedBusinessDto> {
  return pending(await submitListing(db, values));
}

/** Stores a /register-business application as a pending business, owner contact kept; owned by the session user, if any. */
export async function createRegistration(
  db: Db,
  input: Registration,
  ownerId: number | null = null,
): Promise<SubmittedBusinessDto> {
  return submit(db, {
    ownerId,
    name: input.businessName,
    ownerName: input.ownerName,
    ownerEmail: input.email,
    ownerPhone: input.phone,
    email: input.email,
    phone: input.phone,
    // The schema admits only the spec's option lists, and each of them maps.
    category: canonicalCategory(input.category) ?? FALLBACK_CATEGORY,
    district: canonicalDistrict(input.district),
    address: input.address,
    description: input.description,
    website: nullIfEmpty(input.website),
    socialLinks: input.socialMedia ? JSON.stringify({ other: input.socialMedia }) : null,
    workingHoursText: input.workingHours,
    services: input.services,
    priceRange: input.priceRange,
    source: 'register',
  });
}

/** Stores the /add-business wizard as a pending business; the owner is the session user, if any. */
export async function createAddedBusiness(
  db: Db,
  input: AddBusiness,
  ownerId: number | null,
): Promise<SubmittedBusinessDto> {
  return submit(db, {
    ...addBusinessColumns(input),
    ownerId,
    ownerEmail: nullIfEmpty(input.email),
    ownerPhone: nullIfEmpty(input.phone),
    source: 'add-business',
  });
}

/** The district named in a registry address, if any of the province's districts is. */
function districtFromAddress(address: string): string | null {
  for (const word of address.split(/[\s,/]+/)) {
    const district = canonicalDistrict(word);
    if (district) return district;
  }
  return null;
}

/**
 * Creates a pending business from an official registry record; the owner is the session user, if
 * any. Null when a business with this tax number already exists (checked in the same transaction).
 */
export async function createRegistryBusiness(
  db: Db,
  record: RegistryRecord,
  ownerId: number | null,
): Promise<SubmittedBusinessDto | null> {
  const address = record.adres.detay.trim() || 'Adıyaman';
  const created = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('businesses')
      .select('id')
      .where('taxId', '=', record.vergiNo)
      .executeTakeFirst();
    if (existing) return null;
    return insertPendingListing(trx, {
      ownerId,
      name: record.unvan,
      category: canonicalCategory(record.faaliyet) ?? FALLBACK_CATEGORY,
      description: record.faaliyet ? `Faaliyet alanı: ${record.faaliyet}` : null,
      address,
      district: districtFromAddress(address),
      phone: nullIfEmpty(record.iletisim.telefon),
      taxId: record.vergiNo,
      source: 'registry',
    });
  });
  if (!created) return null;
  await announceSubmission(db, created.id);
  return pending(created);
}

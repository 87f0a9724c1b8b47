// How the audit log shows a listing's values: each column by its form label, each coded value by the
// word the desk uses (a status 'Yayında', not 'approved'), yes/no flags as 'Evet'/'Hayır'.

import { asClosure, CLOSURE_LABELS } from '~/features/listings/closure.ts';
import {
  businessStatusLabel,
  INTEREST_FIELDS,
  LISTING_FIELD_LABELS,
  tierLabel,
} from '~/features/listings/vocabulary.ts';
import type { ListingColumns } from '~/features/submissions/add-business-columns.ts';
import { formatDateTr } from '~/lib/text.ts';

/** Labels of the columns an admin writes beyond the listing form's own. */
const ADMIN_FIELD_LABELS: Record<string, string> = {
  status: 'Durum',
  rejectionReason: 'Ret gerekçesi',
  closure: 'Durum (taşındı / kapandı)',
  previousAddress: 'Önceki adres',
  movedAt: 'Taşınma tarihi',
  reopensAt: 'Yeniden açılış',
  holidayMode: 'Tatil düzeni',
  holidayHours: 'Tatil saatleri',
  ownerName: 'Sahibinin adı',
  ownerEmail: 'Sahibinin e-postası',
  ownerPhone: 'Sahibinin telefonu',
  subscriptionTier: 'Paket',
  isVerified: 'Doğrulanmış',
  isFeatured: 'Öne çıkan',
  priceRange: 'Fiyat aralığı',
  paymentOptions: 'Ödeme seçenekleri',
  languages: 'Konuşulan diller',
  subcategoryId: 'Alt kategori',
  services: 'Hizmetler',
  workingHoursText: 'Çalışma saatleri (metin)',
};

const FLAGS = new Set<string>(['isVerified', 'isFeatured', 'ownerVerified', ...INTEREST_FIELDS]);

/** The label of a listing column as the forms and the desk name it. */
function listingFieldLabel(field: string): string {
  return LISTING_FIELD_LABELS[field as keyof ListingColumns] ?? ADMIN_FIELD_LABELS[field] ?? field;
}

/** A column's value as a person reads it; empty values as '—'. */
export function readableListingValue(field: string, value: unknown): string {
  // No closure is a state of its own: 'Açık', as the summary says it.
  if (field === 'closure') return readableClosure(value);
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status') return businessStatusLabel(String(value));
  if (field === 'subscriptionTier') return tierLabel(String(value));
  if (field === 'reopensAt') return formatDateTr(String(value));
  if (FLAGS.has(field)) return value === 1 || value === true ? 'Evet' : 'Hayır';
  return String(value);
}

/** A closure as the desk names it; none is 'Açık'. */
export function readableClosure(value: unknown): string {
  const closure = asClosure(value);
  return closure ? CLOSURE_LABELS[closure] : 'Açık';
}

/** A reopening date as the audit log's summary says it: 'Yeniden açılış: 12 Aralık 2026'. */
export const readableReopening = (date: string): string =>
  `${listingFieldLabel('reopensAt')}: ${readableListingValue('reopensAt', date)}`;

/** Changed columns as the audit log keeps them: `{ label: { from, to } }` in readable words. */
export function readableChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: string; to: string }> {
  return Object.fromEntries(
    Object.keys(after).map((field) => [
      listingFieldLabel(field),
      { from: readableListingValue(field, before[field]), to: readableListingValue(field, after[field]) },
    ]),
  );
}

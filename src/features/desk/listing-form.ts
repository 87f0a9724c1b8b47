import type { ListingColumns } from '~/features/submissions/add-business-columns.ts';
import { INTEREST_LABELS } from '~/features/submissions/add-business-schema.ts';
import type { FormState } from '~/lib/forms/form-state.ts';

// How an edit form of a listing (the desk's, the owner's) fills its fields: from a refused post as
// typed, else from the stored row (the weekly hours read from their JSON, `workingHours.<day>`).

const HOURS_PREFIX = 'workingHours.';

function hoursOf(json: unknown): Record<string, unknown> {
  try {
    return typeof json === 'string' ? (JSON.parse(json) ?? {}) : {};
  } catch {
    return {};
  }
}

export function listingFormReader(row: Record<string, unknown> | null, state?: FormState) {
  const stored = row ?? {};
  const hours = hoursOf(stored.workingHours);
  const value = (name: string): string => {
    if (state) return state.values[name] ?? '';
    const raw = name.startsWith(HOURS_PREFIX) ? hours[name.slice(HOURS_PREFIX.length)] : stored[name];
    return raw === null || raw === undefined ? '' : String(raw);
  };
  const checked = (name: string) => (state ? name in state.values : stored[name] === 1);
  return { value, checked, errors: state?.errors ?? {} };
}

/** The label of each listing field the edit forms show (and the approval panel's diff names). */
export const LISTING_FIELD_LABELS: Record<keyof ListingColumns, string> = {
  name: 'İşletme adı',
  category: 'Kategori',
  address: 'Adres',
  district: 'İlçe',
  phone: 'Telefon',
  email: 'E-posta',
  website: 'Web sitesi',
  description: 'Açıklama',
  workingHours: 'Çalışma saatleri',
  facebookPage: 'Facebook',
  instagramHandle: 'Instagram',
  tiktokHandle: 'TikTok',
  youtubeChannel: 'YouTube',
  linkedinPage: 'LinkedIn',
  whatsappNumber: 'WhatsApp',
  googleMapsUrl: 'Google Haritalar bağlantısı',
  googlePlaceId: 'Google yer kimliği',
  latitude: 'Enlem',
  longitude: 'Boylam',
  ...INTEREST_LABELS,
  marketingBudget: 'Aylık pazarlama bütçesi (₺)',
  targetAudience: 'Hedef kitle',
  businessGoals: 'İşletme hedefleri',
};

import { OFFER_LISTS, type OfferList, storedList } from '~/features/listings/offer.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { jsonObject } from '~/lib/json.ts';

// How an edit form of a listing (the desk's, the owner's) fills its fields: from a refused post as
// typed, else from the stored row (the weekly hours read from their JSON, `workingHours.<day>`; the
// offer's lists from theirs, `paymentOptions.<index>`).

const HOURS_PREFIX = 'workingHours.';

export function listingFormReader(row: Record<string, unknown> | null, state?: FormState) {
  const stored = row ?? {};
  const hours = jsonObject(stored.workingHours) ?? {};
  const value = (name: string): string => {
    if (state) return state.values[name] ?? '';
    const raw = name.startsWith(HOURS_PREFIX) ? hours[name.slice(HOURS_PREFIX.length)] : stored[name];
    return raw === null || raw === undefined ? '' : String(raw);
  };
  const listBox = (name: string) => {
    const [list, index] = name.split('.');
    if (!list || !Object.hasOwn(OFFER_LISTS, list)) return null;
    const option = OFFER_LISTS[list as OfferList][Number(index)];
    return option !== undefined && storedList(stored[list]).includes(option);
  };
  const checked = (name: string) => (state ? name in state.values : (listBox(name) ?? stored[name] === 1));
  return { value, checked, errors: state?.errors ?? {} };
}

// The offline page's search and favourites (browser only): over the index the service worker keeps, so it
// answers without a network once the site was opened online.
import { FAVORITES_STORAGE_KEY } from '~/features/favorites/messages.ts';
import { OFFLINE_MSG, type OfflineListing } from '~/features/offline/messages.ts';
import { businessPath, OFFLINE_INDEX_PATH } from '~/lib/paths.ts';
import { foldTr, formatPhoneTr, phoneHref } from '~/lib/text.ts';

const SHOWN = 30;

function item(listing: OfflineListing): HTMLLIElement {
  const [id, name, category, district, phone] = listing;
  const li = document.createElement('li');
  li.className = 'rounded-lg border border-slate-200 bg-white p-3';
  const link = document.createElement('a');
  link.href = businessPath(id);
  link.className = 'font-semibold text-brand-700 underline';
  link.textContent = name;
  const meta = document.createElement('p');
  meta.className = 'text-sm text-slate-700';
  meta.textContent = [category, district].filter(Boolean).join(' · ');
  li.append(link, meta);
  if (phone) {
    const call = document.createElement('a');
    call.href = phoneHref(phone);
    call.className = 'text-sm text-slate-900 underline';
    call.textContent = formatPhoneTr(phone);
    li.append(call);
  }
  return li;
}

/** Wires the offline page: loads the kept index, answers the search box, lists the device's favourites. */
export async function mountOfflineSearch(): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('[data-offline-query]');
  const results = document.querySelector<HTMLUListElement>('[data-offline-results]');
  const status = document.querySelector<HTMLElement>('[data-offline-status]');
  const favorites = document.querySelector<HTMLUListElement>('[data-offline-favorites]');
  if (!input || !results || !status) return;
  document.querySelector('[data-offline-noscript]')?.remove();
  input.disabled = false;
  let listings: OfflineListing[] = [];
  try {
    const response = await fetch(OFFLINE_INDEX_PATH);
    if (!response.ok) throw new Error(String(response.status));
    listings = ((await response.json()) as { listings: OfflineListing[] }).listings;
  } catch {
    status.textContent = OFFLINE_MSG.searchNotReady;
    return;
  }
  const folded = listings.map((l) => ({
    listing: l,
    text: foldTr(`${l[1]} ${l[2]} ${l[3]}`),
    digits: l[4].replace(/\D/g, ''),
  }));
  const answer = () => {
    const words = foldTr(input.value).split(/\s+/).filter(Boolean);
    const digits = input.value.replace(/\D/g, '');
    if (words.length === 0) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    const found = folded.filter(
      (f) => words.every((w) => f.text.includes(w)) || (digits.length >= 4 && f.digits.includes(digits)),
    );
    results.replaceChildren(...found.slice(0, SHOWN).map((f) => item(f.listing)));
    status.textContent = found.length
      ? OFFLINE_MSG.searchCount(Math.min(SHOWN, found.length), found.length)
      : OFFLINE_MSG.searchEmpty;
  };
  input.addEventListener('input', answer);
  answer();
  if (favorites) {
    let ids: number[] = [];
    try {
      ids = JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? '[]') as number[];
    } catch {
      ids = [];
    }
    const byId = new Map(listings.map((l) => [l[0], l]));
    favorites.replaceChildren(...ids.flatMap((id) => (byId.has(id) ? [item(byId.get(id) as OfflineListing)] : [])));
  }
}

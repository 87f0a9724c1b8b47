// The offline page's search and favourites (browser only): over the index the service worker keeps, so it
// answers without a network once the site was opened online. Its words, the address prefix and the
// category names of the page's language are the search box's data-* attributes (OfflinePage.astro).
import { readFavorites } from '~/features/favorites/favorites-client.ts';
import type { OfflineListing } from '~/features/offline/messages.ts';
import { businessPath, OFFLINE_INDEX_PATH } from '~/lib/paths.ts';
import { foldTr, formatPhoneTr, phoneHref } from '~/lib/text.ts';

const SHOWN = 30;

interface PageWords {
  notReady: string;
  empty: string;
  countOne: string;
  count: string;
  countFirst: string;
}

/** The search's count in the page's words ({shown} of {total} when only the first are shown). */
export function countText(words: PageWords, shown: number, total: number): string {
  const text = shown < total ? words.countFirst : total === 1 ? words.countOne : words.count;
  return text.replace('{total}', String(total)).replace('{shown}', String(shown));
}

function item(listing: OfflineListing, prefix: string, categories: Record<string, string>): HTMLLIElement {
  const [id, name, category, district, phone] = listing;
  const li = document.createElement('li');
  li.className = 'rounded-lg border border-slate-200 bg-white p-3';
  const link = document.createElement('a');
  link.href = prefix + businessPath(id);
  link.className = 'font-semibold text-brand-700 underline';
  link.textContent = name;
  // The listing's own name is in Turkish: marked so on the other languages' pages.
  if (prefix) link.lang = 'tr';
  const meta = document.createElement('p');
  meta.className = 'text-sm text-slate-700';
  meta.textContent = [categories[category] ?? category, district].filter(Boolean).join(' · ');
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

/**
 * Wires the offline page: the search box answers from the kept index, and the device's favourites are
 * listed from it. The index (a large file where the directory is large) is read when the visitor first
 * searches, or at once when there are favourites to list, not with every opening of the page.
 */
export function mountOfflineSearch(): void {
  const input = document.querySelector<HTMLInputElement>('[data-offline-query]');
  const results = document.querySelector<HTMLUListElement>('[data-offline-results]');
  const status = document.querySelector<HTMLElement>('[data-offline-status]');
  const favorites = document.querySelector<HTMLUListElement>('[data-offline-favorites]');
  if (!input || !results || !status) return;
  const text = JSON.parse(input.dataset.text ?? '{}') as PageWords;
  const prefix = input.dataset.prefix ?? '';
  const categories = JSON.parse(input.dataset.categories ?? '{}') as Record<string, string>;
  const show = (listing: OfflineListing) => item(listing, prefix, categories);
  document.querySelector('[data-offline-noscript]')?.remove();
  input.disabled = false;

  let index: Promise<OfflineListing[] | null> | undefined;
  const listings = () =>
    (index ??= fetch(OFFLINE_INDEX_PATH)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        return ((await response.json()) as { listings: OfflineListing[] }).listings;
      })
      .catch(() => null));
  let folded: { listing: OfflineListing; text: string; digits: string }[] | undefined;

  const answer = async () => {
    const words = foldTr(input.value).split(/\s+/).filter(Boolean);
    const digits = input.value.replace(/\D/g, '');
    if (words.length === 0) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    const all = await listings();
    if (!all) {
      status.textContent = text.notReady;
      return;
    }
    // A category is found by its name in the page's language too.
    folded ??= all.map((l) => ({
      listing: l,
      text: foldTr(`${l[1]} ${l[2]} ${categories[l[2]] ?? ''} ${l[3]}`),
      digits: l[4].replace(/\D/g, ''),
    }));
    const found = folded.filter(
      (f) => words.every((w) => f.text.includes(w)) || (digits.length >= 4 && f.digits.includes(digits)),
    );
    results.replaceChildren(...found.slice(0, SHOWN).map((f) => show(f.listing)));
    status.textContent = found.length ? countText(text, Math.min(SHOWN, found.length), found.length) : text.empty;
  };
  input.addEventListener('input', () => void answer());
  if (input.value) void answer();

  const ids = readFavorites();
  if (favorites && ids.length > 0) {
    void listings().then((all) => {
      const byId = new Map((all ?? []).map((l) => [l[0], l]));
      const listed = ids.flatMap((id) => (byId.has(id) ? [show(byId.get(id) as OfflineListing)] : []));
      favorites.replaceChildren(...listed);
      // The note that says what this list is for stays while it is empty.
      if (listed.length > 0) document.querySelector('[data-offline-favorites-none]')?.remove();
    });
  }
}

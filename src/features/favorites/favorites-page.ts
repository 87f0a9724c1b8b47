// The favourites page (browser only): merges the device's favourites into a signed-in account and lists them.
// Its words, the address prefix and the category names of the page's language are the list's data-*
// attributes (FavoritesList.astro), so this script carries no catalogue.
import { readFavorites, syncFavorites } from '~/features/favorites/favorites-client.ts';
import type { FavoriteBusiness } from '~/features/favorites/messages.ts';
import { businessPath } from '~/lib/paths.ts';

interface PageWords {
  empty: string;
  loading: string;
  loadFailed: string;
  merged: string;
}

function card(b: FavoriteBusiness, prefix: string, categories: Record<string, string>): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';
  const heading = document.createElement('h2');
  heading.className = 'text-lg font-semibold';
  const link = document.createElement('a');
  link.href = prefix + businessPath(b.id);
  link.className = 'hover:text-brand-700';
  link.textContent = b.name;
  heading.append(link);
  const meta = document.createElement('p');
  meta.className = 'mt-1 text-sm text-slate-600';
  const category = categories[b.category] ?? b.category;
  meta.textContent = b.district ? `${category} · ${b.district}` : category;
  const address = document.createElement('p');
  address.className = 'mt-1 text-sm text-slate-700';
  address.textContent = b.address;
  // The listing's own name and address are in Turkish: marked so on the other languages' pages.
  if (prefix) for (const own of [link, address]) own.lang = 'tr';
  item.append(heading, meta, address);
  return item;
}

/** Fills the page's favourites list. */
export async function showFavorites(): Promise<void> {
  const list = document.querySelector<HTMLUListElement>('[data-favorites-list]');
  const status = document.querySelector<HTMLElement>('[data-favorites-status]');
  if (!list || !status) return;
  const words = JSON.parse(list.dataset.text ?? '{}') as PageWords;
  const prefix = list.dataset.prefix ?? '';
  const categories = JSON.parse(list.dataset.categories ?? '{}') as Record<string, string>;
  document.querySelector<HTMLElement>('[data-favorites-noscript]')?.remove();
  const before = readFavorites().length;
  status.textContent = words.loading;
  try {
    const result = await syncFavorites();
    list.replaceChildren(...result.businesses.map((b) => card(b, prefix, categories)));
    const merged = result.signedIn && result.ids.length > before;
    status.textContent = result.businesses.length === 0 ? words.empty : merged ? words.merged : '';
  } catch {
    status.textContent = words.loadFailed;
  }
}

/** Query string of a list page with one parameter changed; empty values are dropped. */
export function listHref(
  base: string,
  params: Record<string, string | number | undefined | null>,
  change: Record<string, string | number | undefined | null>,
): string {
  const merged = { ...params, ...change };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

/** Page numbers to show around the current one, with null for a gap ('…'). */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

// The one way a page learns that a form post it sent succeeded: the endpoint answers 303 to the page with
// `?durum=<code>` (and an optional fragment to scroll to), and the page reads the code back with `sentCode`
// to show its notice. A code is a plain ASCII word the page maps to its own Turkish text.

/** The query parameter that carries the outcome of a form post. */
const SENT_PARAM = 'durum';

/** The page a successful form post is sent back to: `page?durum=code` (after any query it has), `#anchor` last. */
export function sentPath(page: string, code: string, anchor?: string): string {
  const [path = '', fragment] = page.split('#');
  const separator = path.includes('?') ? '&' : '?';
  const hash = anchor ?? fragment;
  return `${path}${separator}${SENT_PARAM}=${encodeURIComponent(code)}${hash ? `#${hash}` : ''}`;
}

/** The outcome code a page was sent back with, or null. */
export function sentCode(url: URL): string | null {
  return url.searchParams.get(SENT_PARAM);
}

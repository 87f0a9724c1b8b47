// The one convention for "it was sent" after a form post: the endpoint answers 303 to `sentPath(…)` and
// the page that address names shows the notice. One function writes the address, one reads it:
//   - a visitor form whose page is pre-rendered (/contact, /register-business, /add-business,
//     /partnership) has a pre-rendered confirmation of its own, `${page}/sent`: a static page shows it
//     without a server round of its own and without scripts, which `?durum=` on a static page cannot;
//   - every other page is rendered on demand and shows its notice in place: `page?durum=code`, read back
//     with `sentCode`.
// A visitor's form carries the language of the page it was posted from (the hidden `lang` field): the
// address is that language's version of the page (`/en/contact/sent`, `/ku/business/7/mesaj?durum=…`).
// Owner and desk pages have no versions and stay Turkish.
import { DEFAULT_LANG, isLang, type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { hasSentPage } from '~/lib/i18n/localized-pages.ts';

/** The query parameter that carries the outcome of a form post. */
const SENT_PARAM = 'durum';

/** The hidden field a visitor's form carries its page's language in. */
const LANG_FIELD = 'lang';

/** The language a form post came from: its `lang` field when it names a site language, else Turkish. */
export function formLang(fields: Readonly<Record<string, unknown>> | null | undefined): Lang {
  const value = fields?.[LANG_FIELD];
  return isLang(value) ? value : DEFAULT_LANG;
}

interface SentOptions {
  /** The fragment to scroll to (else the page's own, if it has one). */
  anchor?: string;
  /** The language of the page the form was posted from. */
  lang?: Lang;
}

/**
 * The page a successful form post is sent on to: a pre-rendered form page's confirmation (`/contact/sent`),
 * any other page with `?durum=code` (after any query it has), `#anchor` last; in the form's language.
 */
export function sentPath(page: string, code: string, options: SentOptions = {}): string {
  const [path = '', fragment] = page.split('#');
  const hash = options.anchor ?? fragment;
  const address = hasSentPage(path)
    ? `${path}/sent`
    : `${path}${path.includes('?') ? '&' : '?'}${SENT_PARAM}=${encodeURIComponent(code)}`;
  return localizedPath(`${address}${hash ? `#${hash}` : ''}`, options.lang ?? DEFAULT_LANG);
}

/** The outcome code a page was sent back with, or null. */
export function sentCode(url: URL): string | null {
  return url.searchParams.get(SENT_PARAM);
}

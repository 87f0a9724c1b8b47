// The language a page renders in: the middleware's answer (locals.lang, set from the address before a
// rewrite), else the address the page was asked for (Astro.originPathname keeps it across a rewrite).
import { isLang, type Lang, langOfPath } from '~/lib/i18n/langs.ts';

interface PageContext {
  locals: object;
  url: URL;
  originPathname?: string;
}

export function pageLang(astro: PageContext): Lang {
  const fromLocals = (astro.locals as { lang?: unknown }).lang;
  if (isLang(fromLocals)) return fromLocals;
  return langOfPath(astro.originPathname || astro.url.pathname);
}

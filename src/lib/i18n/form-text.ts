// What every visitor form says besides its own fields, in every language: the refusals any form can
// get (lib/messages.ts MSG), the KVKK line, the honeypot's label, the e-mail field, the page that shows a
// refused post again. Server-side: an island gets the strings it shows as props.

import { NETWORK_ERROR } from '~/lib/client/api.ts';
import { type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { defineCatalogue, messagesOf } from '~/lib/i18n/messages.ts';
import { KVKK_NOTICE, MSG, TOO_LONG } from '~/lib/messages.ts';
import type { FormFrameText } from '~/lib/ui/PublicForm.tsx';

/** The KVKK link and the way home are named as the footer and the bar name them. */
function siteWords(lang: Lang) {
  const site = messagesOf(lang);
  return { kvkkLink: site.kvkkNotice, home: site.linkHome };
}

export const FORM_TEXT = defineCatalogue(
  {
    badRequest: MSG.badRequest,
    malformedJson: MSG.malformedJson,
    unsupportedMediaType: MSG.unsupportedMediaType,
    payloadTooLarge: MSG.payloadTooLarge,
    rateLimited: MSG.rateLimited,
    tooLong: TOO_LONG,
    networkError: NETWORK_ERROR,
    kvkk: KVKK_NOTICE,
    ...siteWords('tr'),
    honeypot: 'Bu alanı boş bırakın',
    email: 'E-posta',
    required: 'zorunlu',
    fixAndResend: 'Lütfen işaretli alanları düzeltip yeniden gönderin.',
  },
  {
    en: {
      badRequest: 'Invalid request.',
      malformedJson: 'The request body is not valid JSON.',
      unsupportedMediaType: 'Unsupported content type.',
      payloadTooLarge: 'The request body is too large.',
      rateLimited: 'You have sent too many requests. Please wait a little and try again.',
      tooLong: 'This field is too long',
      networkError: 'The server could not be reached. Check your internet connection and try again.',
      kvkk: 'The personal data you send is processed under the Turkish data protection law (KVKK) only to handle your request.',
      ...siteWords('en'),
      honeypot: 'Leave this field empty',
      email: 'Email',
      required: 'required',
      fixAndResend: 'Please correct the marked fields and send again.',
    },
    ku: {
      badRequest: 'Daxwaza nederbasdar.',
      malformedJson: 'Laşê daxwazê ne JSONeke derbasdar e.',
      unsupportedMediaType: 'Cureyê naverokê nayê piştgirîkirin.',
      payloadTooLarge: 'Laşê daxwazê pir mezin e.',
      rateLimited: 'We pir daxwaz şandin. Ji kerema xwe hinekî bisekinin û dîsa biceribînin.',
      tooLong: 'Ev qad pir dirêj e',
      networkError: 'Em negihîştin serverê. Girêdana xwe ya înternetê kontrol bikin û dîsa biceribînin.',
      kvkk: 'Daneyên kesane yên ku hûn dişînin li gorî qanûna parastina daneyan (KVKK) tenê ji bo daxwaza we tên bikaranîn.',
      ...siteWords('ku'),
      honeypot: 'Vê qadê vala bihêlin',
      email: 'E-name',
      required: 'pêwîst',
      fixAndResend: 'Ji kerema xwe qadên nîşankirî rast bikin û dîsa bişînin.',
    },
  },
);

/** What a public form's frame says in a language (the island's `frame` prop). */
export function formFrameText(lang: Lang): FormFrameText {
  const t = FORM_TEXT[lang];
  return {
    lang,
    kvkk: t.kvkk,
    kvkkLink: t.kvkkLink,
    kvkkHref: localizedPath('/kvkk', lang),
    honeypot: t.honeypot,
    networkError: t.networkError,
  };
}

/** Feature catalogues made by `defineCatalogue`: each language's messages by key. */
export type Catalogues = readonly Readonly<Record<Lang, object>>[];

/**
 * A Turkish message in another language: found by its Turkish text among the catalogues' (the forms'
 * own and FORM_TEXT), as it was written in the schema; a message no catalogue has stays as it is.
 */
export function translated(message: string, lang: Lang, catalogues: Catalogues = []): string {
  if (lang === 'tr') return message;
  for (const catalogue of [...catalogues, FORM_TEXT]) {
    const turkish = catalogue.tr as Readonly<Record<string, unknown>>;
    const key = Object.keys(turkish).find((name) => turkish[name] === message);
    const text = key === undefined ? undefined : (catalogue[lang] as Readonly<Record<string, unknown>>)[key];
    if (typeof text === 'string') return text;
  }
  return message;
}

/**
 * The schema's messages (the catalogue's `keys`, the too-long message every text field has, and the
 * refusals any endpoint gives) in a language, for an island that checks with the schema itself or shows
 * the server's message: each Turkish message → its translation.
 */
export function schemaMessagesIn<T extends object>(
  lang: Lang,
  catalogue: Readonly<Record<Lang, T>>,
  keys: readonly (keyof T & string)[],
): Record<string, string> {
  const map: Record<string, string> = {};
  if (lang === 'tr') return map;
  const say = (turkish: unknown, text: unknown) => {
    if (typeof turkish === 'string' && typeof text === 'string') map[turkish] = text;
  };
  for (const key of keys) say(catalogue.tr[key], catalogue[lang][key]);
  for (const key of ['tooLong', 'rateLimited', 'badRequest'] as const) say(FORM_TEXT.tr[key], FORM_TEXT[lang][key]);
  return map;
}

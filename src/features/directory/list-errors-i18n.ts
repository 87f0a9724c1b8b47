// /businesses' answers to a bad query (400) in three languages; the Turkish ones are those its query's
// schema (schema.ts) and options (list-options.ts) write.
import { LIST_OPTIONS_MSG } from '~/features/directory/list-options.ts';
import { BUSINESS_QUERY_MSG } from '~/features/directory/schema.ts';
import { SEARCH_TEXT_MAX } from '~/lib/constants.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';
import { MSG } from '~/lib/messages.ts';

/** Why /businesses answered 400 (its query's Turkish messages, schema.ts and list-options.ts). */
const LIST_ERROR_TEXT = defineCatalogue(
  {
    district: BUSINESS_QUERY_MSG.district,
    page: BUSINESS_QUERY_MSG.page,
    q: BUSINESS_QUERY_MSG.q,
    location: LIST_OPTIONS_MSG.location,
    badRequest: MSG.badRequest,
  },
  {
    en: {
      district: 'Unknown district. Choose one of the districts of Adıyaman.',
      page: 'The page number must be a whole number of 1 or more.',
      q: `The search text can be at most ${SEARCH_TEXT_MAX} characters long.`,
      location: 'The location must be written as “latitude,longitude” (e.g. 37.76,38.27).',
      badRequest: 'Invalid request.',
    },
    ku: {
      district: 'Navçeya nenas. Yek ji navçeyên Adıyamanê hilbijêrin.',
      page: 'Hejmara rûpelê divê hejmareke tam a 1 an mezintir be.',
      q: `Nivîsa lêgerînê herî zêde dikare ${SEARCH_TEXT_MAX} tîp be.`,
      location: 'Cih divê wekî “firehî,dirêjî” be (mînak: 37.76,38.27).',
      badRequest: 'Daxwaza nederbasdar.',
    },
  },
);

/** A /businesses 400 message (Turkish, as the query's schema writes it) in the page's language. */
export function listErrorIn(message: string, lang: Lang): string {
  const key = (Object.keys(LIST_ERROR_TEXT.tr) as (keyof typeof LIST_ERROR_TEXT.tr)[]).find(
    (k) => LIST_ERROR_TEXT.tr[k] === message,
  );
  return key ? LIST_ERROR_TEXT[lang][key] : lang === 'tr' ? message : LIST_ERROR_TEXT[lang].badRequest;
}

// The owner's posts on a business page in every language: their labels and dates (the posts' own text
// stays as written, marked Turkish). The Turkish words are messages.ts's.
import { DAY_HEADING_FORMAT, dayTitle, postWhen } from '~/features/listing-posts/format.ts';
import {
  CALENDAR_MSG,
  POST_KIND_LABELS,
  POST_MSG,
  type PostDto,
  REMINDER_MSG,
} from '~/features/listing-posts/messages.ts';
import { formatDateIn } from '~/lib/i18n/format.ts';
import { INTL_LOCALE, type Lang } from '~/lib/i18n/langs.ts';
import { defineCatalogue } from '~/lib/i18n/messages.ts';
import { TIME_ZONE } from '~/lib/text.ts';

export const POST_TEXT = defineCatalogue(
  {
    sectionTitle: POST_MSG.sectionTitle,
    event: POST_KIND_LABELS.event,
    offer: POST_KIND_LABELS.offer,
    news: POST_KIND_LABELS.news,
    free: POST_MSG.free,
    until: POST_MSG.until,
    codeLabel: POST_MSG.codeLabel,
    more: POST_MSG.more,
    addToCalendar: CALENDAR_MSG.addToCalendar,
    holidayVerified: REMINDER_MSG.holidayVerified,
    lastConfirmed: REMINDER_MSG.lastConfirmed,
  },
  {
    en: {
      sectionTitle: 'Events, offers and news',
      event: 'Event',
      offer: 'Offer',
      news: 'News',
      free: 'Free',
      until: (date: string) => `Until ${date}`,
      codeLabel: (code: string) => `Code: ${code}`,
      more: 'More',
      addToCalendar: 'Add to calendar',
      holidayVerified: (date: string) => `Holiday hours confirmed by the owner on ${date}`,
      lastConfirmed: (date: string) => `Last confirmed: ${date}`,
    },
    ku: {
      sectionTitle: 'Çalakî, derfet û daxuyanî',
      event: 'Çalakî',
      offer: 'Derfet',
      news: 'Daxuyanî',
      free: 'Belaş',
      until: (date: string) => `Heta ${date}`,
      codeLabel: (code: string) => `Kod: ${code}`,
      more: 'Hûrgulî',
      addToCalendar: 'Li salnameyê zêde bike',
      holidayVerified: (date: string) => `Demên cejnê ji aliyê xwediyê karsaziyê ve di ${date} de hatin piştrastkirin`,
      lastConfirmed: (date: string) => `Piştrastkirina dawî: ${date}`,
    },
  },
);

/** The city's calendar and the offers page (their filters, headings and the iCalendar link). */
export const CALENDAR_TEXT = defineCatalogue(
  {
    eventsTitle: CALENDAR_MSG.eventsTitle,
    eventsIntro: CALENDAR_MSG.eventsIntro,
    offersTitle: CALENDAR_MSG.offersTitle,
    offersIntro: CALENDAR_MSG.offersIntro,
    district: CALENDAR_MSG.district,
    category: CALENDAR_MSG.category,
    allDistricts: CALENDAR_MSG.allDistricts,
    allCategories: CALENDAR_MSG.allCategories,
    filter: CALENDAR_MSG.filter,
    noEvents: CALENDAR_MSG.noEvents,
    noOffers: CALENDAR_MSG.noOffers,
    feed: CALENDAR_MSG.feed,
  },
  {
    en: {
      eventsTitle: 'Adıyaman Events Calendar',
      eventsIntro: 'Events in Adıyaman and its districts, today and soon, day by day.',
      offersTitle: 'Offers in Adıyaman',
      offersIntro: 'The campaigns and discounts of local places, valid now.',
      district: 'District',
      category: 'Category',
      allDistricts: 'All districts',
      allCategories: 'All categories',
      filter: 'Filter',
      noEvents: 'No upcoming events for this choice.',
      noOffers: 'No offers valid now for this choice.',
      feed: 'Subscribe to the calendar (iCalendar)',
    },
    ku: {
      eventsTitle: 'Salnameya Çalakiyên Adıyamanê',
      eventsIntro: 'Çalakiyên îro û nêzîk li Adıyaman û navçeyên wê, roj bi roj.',
      offersTitle: 'Derfetên li Adıyamanê',
      offersIntro: 'Kampanya û erzaniyên karsaziyan ên ku niha derbasdar in.',
      district: 'Navçe',
      category: 'Kategorî',
      allDistricts: 'Hemû navçe',
      allCategories: 'Hemû kategorî',
      filter: 'Parzûn bike',
      noEvents: 'Ji bo vê hilbijartinê çalakiyeke nêzîk tune.',
      noOffers: 'Ji bo vê hilbijartinê derfeteke derbasdar tune.',
      feed: 'Abonetiya salnameyê (iCalendar)',
    },
  },
);

/** The heading of a day of the calendar in a language ('Saturday 12 June 2027'). */
export function dayTitleIn(iso: string, lang: Lang): string {
  if (lang === 'tr') return dayTitle(iso);
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], DAY_HEADING_FORMAT).format(new Date(iso));
}

/** When a post runs, in a language: the Turkish wording of format.ts, else the language's own through Intl. */
export function postWhenIn(post: Pick<PostDto, 'kind' | 'startsAt' | 'endsAt'>, lang: Lang): string {
  if (lang === 'tr') return postWhen(post);
  const t = POST_TEXT[lang];
  if (post.kind !== 'event' || !post.startsAt) return t.until(formatDateIn(lang, post.endsAt));
  const time = new Intl.DateTimeFormat(INTL_LOCALE[lang], { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
  const start = `${formatDateIn(lang, post.startsAt)}, ${time.format(new Date(post.startsAt))}`;
  const sameDay = formatDateIn(lang, post.startsAt) === formatDateIn(lang, post.endsAt);
  const end = sameDay
    ? time.format(new Date(post.endsAt))
    : `${formatDateIn(lang, post.endsAt)}, ${time.format(new Date(post.endsAt))}`;
  return `${start} – ${end}`;
}

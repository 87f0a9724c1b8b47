// The owner's posts on a business page in every language: their labels and dates (the posts' own text
// stays as written, marked Turkish). The Turkish words are messages.ts's.
import { postWhen } from '~/features/listing-posts/format.ts';
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
import { TIME_ZONE } from '~/lib/site.ts';

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

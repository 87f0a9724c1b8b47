import { POST_MSG, type PostDto } from '~/features/listing-posts/messages.ts';
import { SITE_NAME } from '~/lib/site.ts';
import { formatDateTr, TIME_ZONE } from '~/lib/text.ts';

// How a post's time reads, and its Event JSON-LD: pure, for the pages, the desk and the feed alike.

const time = new Intl.DateTimeFormat('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
/** How a day of the events calendar is headed, in any language ('12 Haziran 2027 Cumartesi'). */
export const DAY_HEADING_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
};
const dayHeading = new Intl.DateTimeFormat('tr-TR', DAY_HEADING_FORMAT);

/** '12 Haziran 2027, 20:00 – 23:00' for an event; 'until' for an offer or a news item. */
export function postWhen(post: Pick<PostDto, 'kind' | 'startsAt' | 'endsAt'>): string {
  if (post.kind !== 'event' || !post.startsAt) return POST_MSG.until(formatDateTr(post.endsAt));
  const start = `${formatDateTr(post.startsAt)}, ${time.format(new Date(post.startsAt))}`;
  const sameDay = formatDateTr(post.startsAt) === formatDateTr(post.endsAt);
  const end = sameDay
    ? time.format(new Date(post.endsAt))
    : `${formatDateTr(post.endsAt)}, ${time.format(new Date(post.endsAt))}`;
  return `${start} – ${end}`;
}

/** The heading of a day of the calendar: '12 Haziran 2027 Cumartesi'. */
export const dayTitle = (iso: string) => dayHeading.format(new Date(iso));

/** Events grouped by the Istanbul day they start (an event already running is under today). */
export function byDay(events: PostDto[], now: Date): { day: string; events: PostDto[] }[] {
  const key = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);
  const today = key(now.toISOString());
  const days = new Map<string, PostDto[]>();
  for (const event of events) {
    const start = event.startsAt ? key(event.startsAt) : today;
    // ISO dates compare as text: an event that began before today is listed under today.
    const day = [start, today].sort()[1] ?? today;
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days].map(([day, list]) => ({ day, events: list }));
}

/** schema.org Event of a calendar entry. */
export function eventJsonLd(post: PostDto, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: post.title,
    ...(post.body ? { description: post.body } : {}),
    startDate: post.startsAt ?? post.endsAt,
    endDate: post.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: post.place ?? post.district ?? 'Adıyaman',
      address: {
        '@type': 'PostalAddress',
        addressLocality: post.district ?? 'Adıyaman',
        addressRegion: 'Adıyaman',
        addressCountry: 'TR',
      },
    },
    ...(post.photoUrl ? { image: [post.photoUrl] } : {}),
    offers: {
      '@type': 'Offer',
      price: post.price && /\d/.test(post.price) ? post.price.replace(/[^\d,.]/g, '').replace(',', '.') : '0',
      priceCurrency: 'TRY',
      availability: 'https://schema.org/InStock',
      url: post.link ?? pageUrl,
    },
    organizer: { '@type': 'Organization', name: post.businessName ?? SITE_NAME },
    url: `${pageUrl}#etkinlik-${post.id}`,
  };
}

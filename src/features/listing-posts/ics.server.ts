import ical, { ICalCalendarMethod } from 'ical-generator';
import { CALENDAR_MSG, type PostDto } from '~/features/listing-posts/messages.ts';
import { siteOrigin, siteUrl } from '~/lib/origin.ts';
import { CALENDAR_PAGES } from '~/lib/paths.ts';
import { SITE_NAME } from '~/lib/site.ts';

// The city's calendar as iCalendar (RFC 5545), built with ical-generator: the whole feed for a calendar
// subscription, or one event for 'Takvime ekle'. Each event keeps one UID, so a calendar that imported it
// once updates it instead of adding it twice. Times are written in UTC ('Z'): every calendar shows them in
// its own zone, and no time-zone table has to travel with the file.

/** The iCalendar text of these events. */
export function eventsCalendar(events: readonly PostDto[], name: string = CALENDAR_MSG.eventsTitle): string {
  const calendar = ical({
    name,
    prodId: { company: SITE_NAME, product: 'etkinlik-takvimi', language: 'TR' },
    url: siteUrl(CALENDAR_PAGES.events),
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
  });
  const host = new URL(siteOrigin()).hostname;
  for (const event of events) {
    calendar.createEvent({
      id: `etkinlik-${event.id}@${host}`,
      start: new Date(event.startsAt ?? event.endsAt),
      end: new Date(event.endsAt),
      summary: event.title,
      description: [event.body, event.price ? `Ücret: ${event.price}` : 'Ücretsiz'].filter(Boolean).join('\n\n'),
      location: [event.place, event.district, 'Adıyaman'].filter(Boolean).join(', '),
      url: event.link ?? `${siteUrl(CALENDAR_PAGES.events)}#etkinlik-${event.id}`,
      stamp: new Date(event.createdAt),
    });
  }
  return calendar.toString();
}

/** The response of an iCalendar file: inline for a feed, a download for one event. */
export function calendarResponse(body: string, fileName?: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      ...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });
}

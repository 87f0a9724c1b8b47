import { BODY_MAX, POST_KINDS, POST_MSG, TITLE_MAX } from '~/features/listing-posts/messages.ts';
import { oneOf, optionalText, optionalUrl, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

// The form of an owner's post and of the operator's city event. Times are typed as a datetime-local field
// gives them ('YYYY-MM-DDTHH:MM', Istanbul time, UTC+3 all year) and kept as ISO instants.

/** 'YYYY-MM-DDTHH:MM' (or 'YYYY-MM-DD', read as the end of that day for an end) in Istanbul → ISO; null if none. */
export function istanbulInstant(value: string, endOfDay = false): string | null {
  const text = value.trim();
  const local = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T${endOfDay ? '23:59' : '00:00'}` : text;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const ms = Date.parse(`${local}:00+03:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const when = (message: string, endOfDay = false) =>
  z._default(
    z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || istanbulInstant(v, endOfDay) !== null, message),
      ),
    ),
    '',
  );

const postFields = {
  kind: oneOf(POST_KINDS, POST_MSG.kind),
  title: requiredText(POST_MSG.titleRequired, 3, TITLE_MAX),
  body: optionalText(BODY_MAX),
  place: optionalText(200),
  price: optionalText(80),
  photoUrl: optionalUrl(POST_MSG.badUrl),
  link: optionalUrl(POST_MSG.badUrl),
  code: optionalText(40),
  startsAt: when(POST_MSG.startRequired),
  endsAt: when(POST_MSG.endRequired, true),
};

/** An owner's event, offer or news item. */
export const postSchema = z.object(postFields);
export type PostInput = z.output<typeof postSchema>;

/** The operator's city event: no listing, so its own district and category. */
export const cityEventSchema = z.object({
  ...postFields,
  kind: z._default(z.optional(z.literal('event')), 'event'),
  district: optionalText(60),
  category: optionalText(80),
});
export type CityEventInput = z.output<typeof cityEventSchema>;

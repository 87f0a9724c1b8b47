import { BLOG_LIMITS } from '~/features/blog/form-messages.ts';
import { blogPostSchema } from '~/features/blog/schema.ts';
import { DESK_MSG, INBOX_STATUSES, REPLY_LIMITS, RESOLVE_LIMITS, TIERS } from '~/features/desk/messages.ts';
import { offerBoxNames } from '~/features/listings/offer.ts';
import { offerFields } from '~/features/listings/offer-schema.ts';
import { PUBLISH_STATUSES } from '~/features/listings/options.ts';
import { BUSINESS_STATUSES } from '~/features/listings/vocabulary.ts';
import {
  ADD_BUSINESS_FIELD_TYPES,
  addBusinessSchema,
  provinceDistrict,
} from '~/features/submissions/add-business-schema.ts';
import { ADD_BUSINESS_MSG } from '~/features/submissions/messages.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import { oneOf, optionalEmail, optionalText, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

// Bodies of the desk's endpoints. An edited business is checked by the add-business schema (the one
// owners fill in), with the province's nine districts and the fields only an admin sets.

export const inboxStatusSchema = z.object({ status: z.enum(INBOX_STATUSES, { error: DESK_MSG.statusInvalid }) });

export const inboxReplySchema = z.object({
  subject: requiredText(DESK_MSG.replySubjectMin, 1, REPLY_LIMITS.subjectMax),
  body: requiredText(DESK_MSG.replyBodyMin, REPLY_LIMITS.bodyMin, REPLY_LIMITS.bodyMax),
});
export type InboxReplyData = z.output<typeof inboxReplySchema>;

/** A report resolved with a note; `ledToChange` (a checkbox) tells the listing's owner by mail. */
export const reportResolveSchema = z.object({
  note: requiredText(DESK_MSG.reportResolveNoteMin, RESOLVE_LIMITS.noteMin, RESOLVE_LIMITS.noteMax),
  ledToChange: z._default(z.optional(z.boolean()), false),
});
export type ReportResolveData = z.output<typeof reportResolveSchema>;

/** Checkboxes only an admin sets, beside the owners' interests. */
const ADMIN_FLAGS = ['isVerified', 'isFeatured'] as const;

export const businessEditSchema = z.extend(addBusinessSchema, {
  district: provinceDistrict,
  ...offerFields,
  ownerName: optionalText(200),
  ownerEmail: optionalEmail(ADD_BUSINESS_MSG.email),
  ownerPhone: optionalText(30),
  subscriptionTier: oneOf(TIERS, DESK_MSG.statusInvalid),
  isVerified: z._default(z.optional(z.boolean()), false),
  isFeatured: z._default(z.optional(z.boolean()), false),
});
export type BusinessEdit = z.output<typeof businessEditSchema>;

/** How the edit form's post maps onto the schema. */
export const BUSINESS_EDIT_FIELD_TYPES = {
  booleans: [
    ...ADD_BUSINESS_FIELD_TYPES.booleans,
    ...ADMIN_FLAGS,
    ...offerBoxNames('paymentOptions'),
    ...offerBoxNames('languages'),
  ],
  numbers: ADD_BUSINESS_FIELD_TYPES.numbers,
} as const;

export const businessStatusSchema = z.object({
  status: z.enum(BUSINESS_STATUSES, { error: DESK_MSG.statusInvalid }),
  reason: z._default(z.optional(z.string().check(z.trim(), z.maxLength(500, TOO_LONG))), ''),
});

export const deleteConfirmSchema = z.object({
  confirmName: z.string({ error: DESK_MSG.deleteConfirmMismatch }).check(z.trim()),
});

/** `YYYY-MM-DDTHH:MM` of a datetime-local field (Istanbul time), or a full ISO time from a script. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Istanbul keeps UTC+3 all year; a datetime-local value without a zone is read as Istanbul time. */
function istanbulTimeToIso(value: string): string | null {
  if (!LOCAL_TIME.test(value)) return null;
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+03:00`;
  const time = new Date(zoned);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** The edit form of a post: the create form's fields and checks, plus when it is (or was) published. */
export const postEditSchema = z.extend(blogPostSchema, {
  // The English and Kurmanji versions (the /en and /ku pages show the Turkish text where one is empty).
  titleEn: optionalText(BLOG_LIMITS.titleMax),
  titleKu: optionalText(BLOG_LIMITS.titleMax),
  contentEn: optionalText(BLOG_LIMITS.contentMax),
  contentKu: optionalText(BLOG_LIMITS.contentMax),
  publishedAt: z.pipe(
    z._default(z.optional(z.string().check(z.trim())), ''),
    z.transform((value: string, ctx) => {
      if (value === '') return null;
      const iso = istanbulTimeToIso(value);
      if (!iso) ctx.issues.push({ code: 'custom', message: DESK_MSG.publishedAtInvalid, input: value });
      return iso;
    }),
  ),
});
export type PostEdit = z.output<typeof postEditSchema>;

export const postStatusSchema = z.object({
  publishStatus: z.enum(PUBLISH_STATUSES, { error: DESK_MSG.statusInvalid }),
});

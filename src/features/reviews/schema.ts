import { REVIEW_LIMITS as L, REVIEW_MSG as M } from '~/features/reviews/messages.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import { REVIEW_POSTER_SOURCE } from '~/lib/paths.ts';
import { optionalText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** The rating arrives as text from a form post without scripts. */
export const REVIEW_FIELD_TYPES = { numbers: ['rating'] } as const;

/** A visitor's review of a business: 1–5 stars and a comment; the name is optional. */
export const reviewSchema = z.object({
  rating: z.number({ error: M.rating }).check(z.int(M.rating), z.gte(1, M.rating), z.lte(5, M.rating)),
  comment: z
    .string({ error: M.comment })
    .check(z.trim(), z.minLength(L.commentMin, M.comment), z.maxLength(L.comment, TOO_LONG)),
  authorName: optionalText(L.authorName),
  /** `afis` when the form was opened from the printed invitation's QR code. */
  kaynak: z.optional(z.enum([REVIEW_POSTER_SOURCE.value])),
});

export type ReviewSubmission = z.infer<typeof reviewSchema>;

/** A review as the public and the moderators see it. */
export interface ReviewDto {
  id: number;
  businessId: number;
  authorName: string;
  rating: number;
  comment: string;
  status: string;
  createdAt: string;
}

export interface PendingReviewDto {
  id: number;
  businessId: number;
  businessName: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

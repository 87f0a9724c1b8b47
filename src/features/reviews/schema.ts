import { REVIEW_MSG as M } from '~/features/reviews/messages.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import { optionalText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

const REVIEW_COMMENT_MIN = 10;

/** A visitor's review of a business: 1–5 stars and a comment; the name is optional. */
export const reviewSchema = z.object({
  rating: z.number({ error: M.rating }).check(z.int(M.rating), z.gte(1, M.rating), z.lte(5, M.rating)),
  comment: z
    .string({ error: M.comment })
    .check(z.trim(), z.minLength(REVIEW_COMMENT_MIN, M.comment), z.maxLength(2000, TOO_LONG)),
  authorName: optionalText(80),
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

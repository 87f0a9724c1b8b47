import { APPROVAL_MSG, REJECTION_REASON_MAX } from '~/features/admin/approval.ts';
import { DEFAULT_REJECTION_REASON } from '~/features/listings/options.ts';
import { z } from '~/lib/zod.ts';

/** Body of POST /api/businesses/{id}/reject: an optional reason; blank means the default one. */
export const rejectSchema = z.object({
  reason: z.pipe(
    z.nullable(z.optional(z.string().check(z.maxLength(REJECTION_REASON_MAX, APPROVAL_MSG.reasonTooLong)))),
    z.transform((value: string | null | undefined) => value?.trim() || DEFAULT_REJECTION_REASON),
  ),
});

import { z } from 'zod';
import { APPROVAL_MSG, REJECTION_REASON_MAX } from './approval.ts';
import { DEFAULT_REJECTION_REASON } from './options.ts';

/** Body of POST /api/businesses/{id}/reject: an optional reason; blank means the default one. */
export const rejectSchema = z.object({
  reason: z
    .string()
    .max(REJECTION_REASON_MAX, APPROVAL_MSG.reasonTooLong)
    .optional()
    .nullable()
    .transform((value) => value?.trim() || DEFAULT_REJECTION_REASON),
});
export type RejectInput = z.infer<typeof rejectSchema>;

/** Route id: a positive integer. */
export const idParamSchema = z.coerce.number({ error: APPROVAL_MSG.invalidId }).int(APPROVAL_MSG.invalidId).positive(APPROVAL_MSG.invalidId);

import { REPLY_LIMITS, REPLY_MSG } from '~/features/reviews/reply-messages.ts';
import { requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** An owner's reply to a review. */
export const replySchema = z.object({ body: requiredText(REPLY_MSG.body, 1, REPLY_LIMITS.body) });

import { PHOTO_ACTIONS, PHOTO_LIMITS } from '~/features/photos/messages.ts';
import { optionalText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

/** A change to one photo: the action, and the caption when that is what changes. */
export const photoChangeSchema = z.object({
  action: z.enum(PHOTO_ACTIONS),
  caption: optionalText(PHOTO_LIMITS.caption),
});

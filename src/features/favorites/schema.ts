import { FAVORITES_MAX, FAVORITES_MSG } from '~/features/favorites/messages.ts';
import { z } from '~/lib/zod.ts';

const businessIds = z
  .array(z.int(FAVORITES_MSG.id).check(z.positive(FAVORITES_MSG.id), z.lte(2 ** 31 - 1, FAVORITES_MSG.id)))
  .check(z.maxLength(FAVORITES_MAX, FAVORITES_MSG.ids));

/** POST /api/favorites: the device's favourites, and those just taken off it (merged into a signed-in account). */
export const favoritesSyncSchema = z.object({
  ids: businessIds,
  removed: z.optional(businessIds),
});

export type FavoritesSync = z.infer<typeof favoritesSyncSchema>;

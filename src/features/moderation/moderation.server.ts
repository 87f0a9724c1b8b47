import type { ModerationKind, PendingContent } from '~/features/moderation/messages.ts';
import { moderatePhoto, pendingPhotos } from '~/features/photos/photos.server.ts';
import { moderateReply, pendingReplies } from '~/features/reviews/replies.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Everything owners sent that waits for an admin. */
export async function pendingContent(db: Db): Promise<PendingContent> {
  return { photos: await pendingPhotos(db), replies: await pendingReplies(db) };
}

const DECIDE: Record<ModerationKind, (db: Db, id: number, approve: boolean) => Promise<boolean>> = {
  photo: moderatePhoto,
  reply: moderateReply,
};

/** An admin's decision on one waiting item; false when there is no such item waiting. */
export function moderate(db: Db, kind: ModerationKind, id: number, approve: boolean): Promise<boolean> {
  return DECIDE[kind](db, id, approve);
}

import type { Actor } from '~/features/audit/audit.server.ts';
import { decidePhoto, decideReply } from '~/features/listings/transitions.server.ts';
import type { ModerationKind, PendingContent } from '~/features/moderation/messages.ts';
import { pendingPhotos } from '~/features/photos/photos.server.ts';
import { pendingReplies } from '~/features/reviews/replies.server.ts';
import type { Db } from '~/lib/db/db.server.ts';

/** Everything owners sent that waits for an admin. */
export async function pendingContent(db: Db): Promise<PendingContent> {
  return { photos: await pendingPhotos(db), replies: await pendingReplies(db) };
}

const DECIDE: Record<ModerationKind, (db: Db, id: number, approve: boolean, actor: Actor) => Promise<boolean>> = {
  photo: decidePhoto,
  reply: decideReply,
};

/** An admin's decision on one waiting item, written with its audit row by the listings core; false when there is no such item waiting. */
export function moderate(db: Db, kind: ModerationKind, id: number, approve: boolean, actor: Actor): Promise<boolean> {
  return DECIDE[kind](db, id, approve, actor);
}

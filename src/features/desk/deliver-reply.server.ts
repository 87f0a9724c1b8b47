import type { Db } from '~/lib/db/db.server.ts';

/** A stored reply to send to the visitor who wrote the message. */
export interface ReplyDelivery {
  replyId: number;
  /** The visitor's address; null when the message came without one. */
  to: string | null;
  subject: string;
  body: string;
}

/**
 * Hands a stored reply to e-mail delivery and records what became of it ('sent', 'outbox' or
 * 'not_sent'). The site has no mail transport yet, so the reply stays recorded as not e-mailed and
 * the desk says so beside it.
 */
export async function deliverReply(db: Db, delivery: ReplyDelivery): Promise<string> {
  const emailStatus = 'not_sent';
  await db.updateTable('inboxReplies').set({ emailStatus }).where('id', '=', delivery.replyId).execute();
  return emailStatus;
}

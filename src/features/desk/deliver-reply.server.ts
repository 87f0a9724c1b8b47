import { sendMail } from '~/features/mail/mail.server.ts';
import { MAIL } from '~/features/mail/templates.ts';
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
 * Hands a stored reply to the mail module and records what became of it: 'sent', 'outbox' (kept in the
 * outbox: no mail server, or a failed send waiting for its retry) or 'not_sent' (no address to write to).
 */
export async function deliverReply(db: Db, delivery: ReplyDelivery): Promise<string> {
  let emailStatus = 'not_sent';
  if (delivery.to) {
    const mail = MAIL.inboxReply(delivery.subject, delivery.body);
    const result = await sendMail(db, { to: delivery.to, kind: 'inboxReply', ...mail });
    emailStatus = result.status === 'sent' ? 'sent' : 'outbox';
  }
  await db.updateTable('inboxReplies').set({ emailStatus }).where('id', '=', delivery.replyId).execute();
  return emailStatus;
}

import type { ContactMessage } from '~/features/contact/schema.ts';
import type { Db } from '~/lib/db/db.server.ts';

const CONTACT_EVENT = 'contact_form_submit';

/** Stores a contact message and records the 'contact_form_submit' event, both or neither. */
export async function submitContactMessage(db: Db, input: ContactMessage, path = '/contact'): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contactMessages')
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('analyticsEvents')
      .values({ name: CONTACT_EVENT, category: 'contact', label: input.subject, path })
      .execute();
    return row;
  });
}

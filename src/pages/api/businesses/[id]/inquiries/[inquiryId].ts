import type { APIRoute } from 'astro';
import { listingItemRoute } from '~/features/accounts/listing-route.server.ts';
import { setInquiryStatus } from '~/features/inquiries/inquiries.server.ts';
import { INQUIRY_MSG } from '~/features/inquiries/messages.ts';
import { inquiryStatusSchema } from '~/features/inquiries/schema.ts';
import { ownerListingSectionPath } from '~/lib/paths.ts';

export const prerender = false;

/** POST `status` = new | read | answered (owner or admin): marks a message of the listing. */
export const POST: APIRoute = listingItemRoute({
  schema: inquiryStatusSchema,
  item: 'inquiryId',
  page: (id: number) => ownerListingSectionPath(id, 'inquiries'),
  act: async (db, actor, inquiryId, { status }) =>
    (await setInquiryStatus(db, actor, inquiryId, status))
      ? { ok: true }
      : { ok: false, status: 404, message: INQUIRY_MSG.notFound },
});

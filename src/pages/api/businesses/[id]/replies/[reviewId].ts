import type { APIRoute } from 'astro';
import { accountDone, accountRefusal } from '~/features/accounts/guard.server.ts';
import { listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { saveReply } from '~/features/reviews/replies.server.ts';
import { reviewsPage } from '~/features/reviews/reply-messages.ts';
import { replySchema } from '~/features/reviews/reply-schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { readForm, refusalAnswer } from '~/lib/http/public-form.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';

export const prerender = false;

/** POST `body` (owner or admin): the listing's public reply to one of its reviews, new or edited. */
export const POST: APIRoute = async (context) => {
  const db = getDb();
  const actor = await listingActorOf(context, db, parseRouteId(context.params.id));
  if (actor instanceof Response) return actor;
  const page = `${reviewsPage(actor.business.id)}`;
  const form = await readForm(context.request, replySchema);
  if (form.kind === 'rejected') return refusalAnswer(context, form, page);
  const saved = await saveReply(db, actor, parseRouteId(context.params.reviewId) ?? 0, form.data.body);
  if (!saved.ok) return accountRefusal(context, form.fields, saved, page, []);
  const notice = saved.published ? 'yanit-yayinda' : 'yanit-alindi';
  return accountDone(form.fields, `${page}?durum=${notice}`, { published: saved.published });
};

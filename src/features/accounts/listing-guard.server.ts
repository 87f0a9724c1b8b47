import type { APIContext } from 'astro';
import { ownerOf } from '~/features/accounts/guard.server.ts';
import { ACCOUNT_MSG } from '~/features/accounts/messages.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import type { SessionUser } from '~/features/identity/sessions.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { MSG } from '~/lib/messages.ts';

type Context = Pick<APIContext, 'locals' | 'request' | 'url'>;

/** Who acts on a listing, with what the listing's moderation needs to know. */
export interface ListingActor {
  user: SessionUser;
  isAdmin: boolean;
  business: { id: number; name: string; status: string; ownerId: number | null; subscriptionTier: string };
}

/** The listing as an actor may see it: any listing for an admin, only their own for an owner. */
async function listingFor(db: Db, user: SessionUser, businessId: number) {
  const business = await db
    .selectFrom('businesses')
    .select(['id', 'name', 'status', 'ownerId', 'subscriptionTier'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  if (!business) return null;
  return user.role === 'admin' || business.ownerId === user.id ? business : null;
}

/**
 * Guard of the endpoints that change one listing's content: its owner or an admin. 401 without a session,
 * 403 for another role or a cross-site post, 404 for a listing that is not theirs (its existence is not told).
 */
export async function listingActorOf(
  context: Context,
  db: Db,
  businessId: number | null,
): Promise<ListingActor | Response> {
  const isAdmin = context.locals.user?.role === 'admin';
  const user = isAdmin ? adminOf(context) : ownerOf(context);
  if (user instanceof Response) return user;
  const business = businessId === null ? null : await listingFor(db, user, businessId);
  if (!business) return jsonError(404, MSG.businessNotFound);
  return { user, isAdmin, business };
}

/** What an owner's page about one listing may show: the listing, or the status and message of a refusal. */
export type ListingPageAccess =
  | { business: ListingActor['business']; status: 200; refusal: null; loginLink: false }
  | { business: null; status: 401 | 403 | 404; refusal: string; loginLink: boolean };

/** Access to /hesabim/isletme/{id}/…: owners to their listings, admins to any. */
export async function listingPageAccess(
  db: Db,
  user: SessionUser | null,
  routeId: string | undefined,
): Promise<ListingPageAccess> {
  if (!user) return { business: null, status: 401, refusal: ACCOUNT_MSG.loginRequired, loginLink: true };
  if (user.role !== 'owner' && user.role !== 'admin')
    return { business: null, status: 403, refusal: ACCOUNT_MSG.ownerOnly, loginLink: false };
  const id = parseRouteId(routeId);
  const business = id === null ? null : await listingFor(db, user, id);
  if (!business) return { business: null, status: 404, refusal: MSG.businessNotFound, loginLink: false };
  return { business, status: 200, refusal: null, loginLink: false };
}

import type { APIRoute } from 'astro';
import { type Db, getDb } from '~/database.server.ts';
import type { AccountRefusal } from '~/features/accounts/accounts.server.ts';
import { accountDone, accountRefusal } from '~/features/accounts/guard.server.ts';
import { type ListingActor, listingActorOf } from '~/features/accounts/listing-guard.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { parseRouteId } from '~/lib/http/route-id.ts';
import { sentPath } from '~/lib/http/sent.ts';
import type { z } from '~/lib/zod.ts';

export interface ListingItemRoute<S extends z.core.$ZodType> {
  schema: S;
  /** The route segment naming the item of the listing (a photo, a message, a review). */
  item: string;
  /** The owner's page of these items for a listing: shown again on a refusal. */
  page: (businessId: number) => string;
  /** The change; a browser then lands on `page`, with the `notice` of what was done when there is one. */
  act: (db: Db, actor: ListingActor, itemId: number, data: z.infer<S>) => Promise<ListingOutcome>;
}

type ListingOutcome = AccountRefusal | { ok: true; notice?: string; body?: object };

/**
 * An owner's or admin's change to one item of a listing (`/api/businesses/{id}/…/{item}`), form or JSON,
 * built by `endpoint`: the listing guard (see `listingActorOf`), the form checked with the shared schema,
 * then the change; an unknown item id is 0, which names none.
 */
export function listingItemRoute<S extends z.core.$ZodType>(route: ListingItemRoute<S>): APIRoute {
  return endpoint({
    guard: (context) => listingActorOf(context, getDb(), parseRouteId(context.params.id)),
    body: { schema: route.schema, form: { page: ({ actor }) => route.page(actor.business.id) } },
    run: async ({ data, actor, context, fields }) => {
      const page = route.page(actor.business.id);
      const itemId = parseRouteId(context.params[route.item]) ?? 0;
      const outcome = await route.act(getDb(), actor, itemId, data);
      if (!outcome.ok) return accountRefusal(context, fields, outcome, page, []);
      return accountDone(fields, outcome.notice ? sentPath(page, outcome.notice) : page, outcome.body);
    },
  });
}

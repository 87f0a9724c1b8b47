import { getDb } from '~/database.server.ts';
import { ownerOf } from '~/features/accounts/guard.server.ts';
import { PLAN_MSG } from '~/features/owners/messages.ts';
import { paymentsEnabled, readPaymentsConfig } from '~/features/payments/config.server.ts';
import { billingPortalUrl } from '~/features/payments/owner-plan.server.ts';
import {
  notConfiguredResponse,
  providerErrorResponse,
  stripeClient,
} from '~/features/payments/stripe-client.server.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { isFormPost } from '~/lib/http/form-post.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { ACCOUNT_PAGES } from '~/lib/paths.ts';

export const prerender = false;

/** POST /api/owner/billing-portal (owner) → Stripe's customer portal: 303 there for a browser, `{ url }` for a script. */
export const POST = endpoint({
  guard: ownerOf,
  run: async ({ context, actor: owner }) => {
    const config = readPaymentsConfig();
    if (!paymentsEnabled(config)) return notConfiguredResponse();
    const returnUrl = siteUrl(ACCOUNT_PAGES.dashboard);
    let url: string | null;
    try {
      url = await billingPortalUrl(getDb(), stripeClient(config), owner.id, returnUrl);
    } catch (error) {
      return providerErrorResponse(error);
    }
    if (!url) return jsonError(404, PLAN_MSG.noCustomer);
    if (isFormPost(context.request)) return new Response(null, { status: 303, headers: { Location: url } });
    return Response.json({ url }, { headers: { 'Cache-Control': 'no-store' } });
  },
});

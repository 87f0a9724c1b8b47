import { describe, expect, it } from 'vitest';
import { CHANGE_MSG } from '~/features/owners/messages.ts';
import { listingPlan } from '~/features/payments/owner-plan.server.ts';
import * as createSubscription from '~/pages/api/create-subscription.ts';
import * as portal from '~/pages/api/owner/billing-portal.ts';
import * as paymentBusinesses from '~/pages/api/payments/businesses.ts';
import { callEndpoint } from '../support/api.ts';
import { deliverEvent, paymentsTestbed } from '../support/payments-testbed.ts';
import { signedInUser } from '../support/sessions.ts';

const bed = paymentsTestbed();

async function listing(name: string, ownerId: number | null) {
  const { id } = await bed.t.db
    .insertInto('businesses')
    .values({ name, category: 'Restoranlar', address: 'Merkez', status: 'approved', ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const subscribe = (token: string, businessId: number, planId = 'premium') =>
  callEndpoint(createSubscription.POST, '/api/create-subscription', {
    bearer: token,
    body: { planId, businessId },
    headers: { origin: 'http://127.0.0.1:4321' },
  });

const deliver = deliverEvent;
const tierOf = async (id: number) =>
  (await bed.t.db.selectFrom('businesses').select('subscriptionTier').where('id', '=', id).executeTakeFirstOrThrow())
    .subscriptionTier;
const paid = (subscription: string) => ({
  id: `in_${subscription}`,
  object: 'invoice',
  status: 'paid',
  parent: { type: 'subscription_details', subscription_details: { subscription } },
  lines: {
    object: 'list',
    data: [{ id: 'il_1', object: 'line_item', period: { start: 1_900_000_000, end: 1_902_592_000 } }],
  },
});

describe('the premium plan of an owner’s listing', () => {
  it('an owner picks among their own listings and pays as one Stripe customer; another’s listing is refused', async () => {
    const owner = await signedInUser(bed.t.db, 'owner', 'premiumcu');
    const other = await signedInUser(bed.t.db, 'owner', 'komsu');
    const first = await listing('Besni Üzüm Evi', owner.id);
    const second = await listing('Besni Pestil', owner.id);
    const foreign = await listing('Komşu Fırın', other.id);

    const options = await callEndpoint(paymentBusinesses.GET, '/api/payments/businesses', { bearer: owner.token });
    expect(options.json.businesses.map((b: { id: number }) => b.id).sort()).toEqual([first, second].sort());

    const refused = await subscribe(owner.token, foreign);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(CHANGE_MSG.forbidden);

    const customersBefore = bed.stripe.requests.filter((r) => r.path === '/v1/customers').length;
    expect((await subscribe(owner.token, first)).status).toBe(201);
    expect((await subscribe(owner.token, second, 'basic')).status).toBe(201);
    const customerCalls = bed.stripe.requests.filter((r) => r.path === '/v1/customers').slice(customersBefore);
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]?.body.email).toBe('premiumcu@example.com');
    const user = await bed.t.db
      .selectFrom('users')
      .select('stripeCustomerId')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    const subs = await bed.t.db
      .selectFrom('businessSubscriptions')
      .selectAll()
      .where('userId', '=', owner.id)
      .execute();
    expect(subs.map((s) => s.stripeCustomerId)).toEqual([user.stripeCustomerId, user.stripeCustomerId]);
  });

  it('follows the webhooks in event time: a late invoice.paid does not revive a deleted subscription', async () => {
    const owner = await signedInUser(bed.t.db, 'owner', 'sirali');
    const id = await listing('Çelikhan Bal Evi', owner.id);
    const created = await subscribe(owner.token, id);
    const sub = created.json.subscriptionId as string;

    await deliver('invoice.paid', paid(sub), 1_000);
    expect(await tierOf(id)).toBe('premium');
    expect(await listingPlan(bed.t.db, id)).toEqual({
      planName: 'Premium Plus',
      status: 'active',
      currentPeriodEnd: new Date(1_902_592_000_000).toISOString(),
    });

    // Deleted at 3 000; a payment event of 2 000 and a retried one of 4 000 arrive afterwards.
    await deliver('customer.subscription.deleted', { id: sub, object: 'subscription', status: 'canceled' }, 3_000);
    expect(await tierOf(id)).toBe('free');
    await deliver('invoice.paid', paid(sub), 2_000);
    expect(await tierOf(id)).toBe('free');
    await deliver('invoice.paid', paid(sub), 4_000);
    expect(await tierOf(id)).toBe('free');
    expect((await listingPlan(bed.t.db, id))?.status).toBe('canceled');
  });

  it('an older update delivered after a newer one changes nothing', async () => {
    const owner = await signedInUser(bed.t.db, 'owner', 'gecikme');
    const id = await listing('Sincik Kahvesi', owner.id);
    const sub = (await subscribe(owner.token, id)).json.subscriptionId as string;
    const update = (status: string, end: number) => ({
      id: sub,
      object: 'subscription',
      status,
      items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: end }] },
    });
    await deliver('customer.subscription.updated', update('past_due', 1_950_000_000), 6_000);
    await deliver('customer.subscription.updated', update('active', 1_940_000_000), 5_000);
    expect(await listingPlan(bed.t.db, id)).toMatchObject({
      status: 'past_due',
      currentPeriodEnd: new Date(1_950_000_000_000).toISOString(),
    });
    expect(await tierOf(id)).toBe('premium');
  });

  it('the customer portal opens for the owner’s Stripe customer; a visitor gets 401', async () => {
    expect((await callEndpoint(portal.POST, '/api/owner/billing-portal', { method: 'POST' })).status).toBe(401);
    const owner = await signedInUser(bed.t.db, 'owner', 'portalci');
    const none = await callEndpoint(portal.POST, '/api/owner/billing-portal', { method: 'POST', bearer: owner.token });
    expect(none.status).toBe(404);
    const id = await listing('Samsat Balık', owner.id);
    await subscribe(owner.token, id);
    const res = await callEndpoint(portal.POST, '/api/owner/billing-portal', {
      bearer: owner.token,
      form: {},
      headers: { origin: 'http://127.0.0.1:4321' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${bed.stripe.url}/p/session/bps_`));
    const call = bed.stripe.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
    const user = await bed.t.db
      .selectFrom('users')
      .select('stripeCustomerId')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(call?.body).toMatchObject({ customer: user.stripeCustomerId, return_url: 'http://127.0.0.1:4321/hesabim' });
  });
});

import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as webhook from '~/pages/api/stripe/webhook.ts';
import { callEndpoint } from './api.ts';
import { type FakeStripe, fakeEvent, signPayload, startFakeStripe } from './fake-stripe-server.ts';
import { createTestDb, type TestDb } from './test-db.ts';

/** A test file's fake Stripe API (the site's env pointed at it) and real database, started and stopped around the file. */
export function paymentsTestbed(): { t: TestDb; stripe: FakeStripe } {
  const bed = {} as { t: TestDb; stripe: FakeStripe };
  const savedEnv = { ...process.env };
  beforeAll(async () => {
    bed.stripe = await startFakeStripe();
    Object.assign(process.env, bed.stripe.env());
    bed.t = await createTestDb();
  });
  afterAll(async () => {
    process.env = savedEnv;
    await bed.stripe.close();
    await bed.t.cleanup();
  });
  beforeEach(() => resetRateLimits());
  return bed;
}

/** Delivers a signed Stripe event to the webhook endpoint, created at `second` (Unix time; now by default). */
export async function deliverEvent(type: string, object: Record<string, unknown>, second?: number): Promise<void> {
  const event = fakeEvent(type, object, undefined, second);
  const res = await callEndpoint(webhook.POST, '/api/stripe/webhook', {
    rawBody: event.body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(event.body) },
  });
  expect(res.status).toBe(200);
}

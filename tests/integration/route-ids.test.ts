// One rule for every `[id]` route (lib/http/route-id.ts): an id that is not a plain positive whole
// number names no record and is answered like a missing one, 404 with the record's Turkish message.
import type { APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '~/lib/constants.ts';
import { MSG } from '~/lib/messages.ts';
import * as approveRoute from '~/pages/api/businesses/[id]/approve.ts';
import * as rejectRoute from '~/pages/api/businesses/[id]/reject.ts';
import * as reviewsRoute from '~/pages/api/businesses/[id]/reviews.ts';
import * as businessRoute from '~/pages/api/businesses/[id].ts';
import * as reviewDecisionRoute from '~/pages/api/reviews/[id]/[decision].ts';
import { callEndpoint } from '../support/api.ts';
import { countRows } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let token: string;
beforeAll(async () => {
  t = await createTestDb({ seed: true });
  token = (await signedInUser(t.db, 'admin')).token;
});
afterAll(async () => t.cleanup());

const MALFORMED = ['abc', '0', '-1', '1.5', '007', '99999999999999999999'];

const ROUTES: {
  name: string;
  handler: APIRoute | undefined;
  method: 'GET' | 'POST';
  path: string;
  /** The route's other parameters. */
  params?: Record<string, string>;
  admin: boolean;
  message: string;
}[] = [
  {
    name: 'GET /api/businesses/{id}',
    handler: businessRoute.GET,
    method: 'GET',
    path: '/api/businesses/x',
    admin: false,
    message: MSG.businessNotFound,
  },
  {
    name: 'GET /api/businesses/{id}/reviews',
    handler: reviewsRoute.GET,
    method: 'GET',
    path: '/api/businesses/x/reviews',
    admin: false,
    message: MSG.businessNotFound,
  },
  {
    name: 'POST /api/businesses/{id}/reviews',
    handler: reviewsRoute.POST,
    method: 'POST',
    path: '/api/businesses/x/reviews',
    admin: false,
    message: MSG.businessNotFound,
  },
  {
    name: 'POST /api/businesses/{id}/approve',
    handler: approveRoute.POST,
    method: 'POST',
    path: '/api/businesses/x/approve',
    admin: true,
    message: MSG.businessNotFound,
  },
  {
    name: 'POST /api/businesses/{id}/reject',
    handler: rejectRoute.POST,
    method: 'POST',
    path: '/api/businesses/x/reject',
    admin: true,
    message: MSG.businessNotFound,
  },
  {
    name: 'POST /api/reviews/{id}/approve',
    handler: reviewDecisionRoute.POST,
    method: 'POST',
    path: '/api/reviews/x/approve',
    params: { decision: 'approve' },
    admin: true,
    message: MSG.notFound,
  },
  {
    name: 'POST /api/reviews/{id}/reject',
    handler: reviewDecisionRoute.POST,
    method: 'POST',
    path: '/api/reviews/x/reject',
    params: { decision: 'reject' },
    admin: true,
    message: MSG.notFound,
  },
];

describe.each(ROUTES)('$name', ({ handler, method, path, params, admin, message }) => {
  it.each(MALFORMED)('answers id %j with 404 and the not-found message, writing nothing', async (id) => {
    if (!handler) throw new Error('route has no such handler');
    const reviewsBefore = await countRows(t.db, 'reviews');
    const response = await callEndpoint(handler, path.replace('/x', `/${id}`), {
      method,
      params: { ...params, id },
      bearer: admin ? token : undefined,
      body:
        method === 'POST' && !admin ? { rating: 5, comment: 'Çok güzel bir yer.', [HONEYPOT_FIELD]: '' } : undefined,
    });
    expect(response.status).toBe(404);
    expect(response.json.error).toBe(message);
    expect(await countRows(t.db, 'reviews')).toBe(reviewsBefore);
  });
});

import type { APIRoute } from 'astro';
import { expect, it } from 'vitest';
import { FORM_RATE_LIMIT, HONEYPOT_FIELD, JSON_BODY_LIMIT } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import { type CallResult, callEndpoint, expectJsonOnly } from './api.ts';

// The checks every public form endpoint shares: 415, 413, malformed JSON, honeypot, rate limit, and the
// answers to a browser's form post.
// `count` returns the number of rows of the form's table, to prove nothing was written.

export async function expectGuardedPublicForm(
  route: APIRoute | undefined,
  path: string,
  valid: Record<string, unknown>,
  count: () => Promise<number>,
) {
  await resetRateLimits();
  const before = await count();

  await expectJsonOnly(route, path, { ip: '10.0.0.1' });

  const tooLarge = await callEndpoint(route, path, {
    body: { ...valid, description: 'x'.repeat(JSON_BODY_LIMIT + 1) },
    ip: '10.0.0.3',
  });
  expect(tooLarge.status).toBe(413);

  const bot = await callEndpoint(route, path, {
    body: { ...valid, [HONEYPOT_FIELD]: 'http://spam.example' },
    ip: '10.0.0.4',
  });
  expect(bot.status).toBe(201);
  expect(await count()).toBe(before);

  const statuses: number[] = [];
  for (let i = 0; i <= FORM_RATE_LIMIT.max; i++) {
    statuses.push(
      (
        await callEndpoint(route, path, {
          rawBody: '{',
          headers: { 'content-type': 'application/json' },
          ip: '10.0.0.5',
        })
      ).status,
    );
  }
  expect(statuses.slice(0, FORM_RATE_LIMIT.max).every((s) => s === 400)).toBe(true);
  const limited = await callEndpoint(route, path, { body: valid, ip: '10.0.0.5' });
  expect(limited.status).toBe(429);
  expect(limited.json.error).toBe(MSG.rateLimited);
  expect(await count()).toBe(before);
  await resetRateLimits();
}

export interface FormPostCase {
  /** A valid form as a browser posts it (text fields; checkboxes present or absent). */
  valid: Record<string, string>;
  /** The same form with one field refused by the schema. */
  invalid: Record<string, string>;
  /** The refused field and its Turkish message. */
  field: string;
  message: string;
  /** The on-demand page that shows the form again, and where a received post is sent on to. */
  formPage: string;
  sentPage: string;
}

/**
 * A browser's form post: a valid one is stored once and sent on (303) to its confirmation; a refused
 * one writes nothing and shows the form page again (400) with the message beside the field and every
 * value as typed; the honeypot is sent on without storing; past the rate limit the form comes back
 * (429) with the values.
 */
export async function expectFormPosts(
  route: APIRoute | undefined,
  path: string,
  c: FormPostCase,
  count: () => Promise<number>,
) {
  await resetRateLimits();
  const before = await count();

  const invalid = await callEndpoint(route, path, { form: c.invalid, ip: '10.0.1.1' });
  expect(invalid.status).toBe(400);
  expect(invalid.rewrittenTo).toBe(c.formPage);
  expect(invalid.formState?.errors[c.field]).toBe(c.message);
  expect(invalid.formState?.values).toEqual(c.invalid);
  expect(await count()).toBe(before);

  const bot = await callEndpoint(route, path, { form: { ...c.valid, [HONEYPOT_FIELD]: 'x' }, ip: '10.0.1.2' });
  expect(bot.status).toBe(303);
  expect(await count()).toBe(before);

  const sent = await callEndpoint(route, path, { form: c.valid, ip: '10.0.1.3' });
  expect(sent.status).toBe(303);
  expect(sent.headers.get('location')).toBe(c.sentPage);
  expect(await count()).toBe(before + 1);

  for (let i = 0; i < FORM_RATE_LIMIT.max; i++) await callEndpoint(route, path, { form: c.invalid, ip: '10.0.1.4' });
  const limited = await callEndpoint(route, path, { form: c.valid, ip: '10.0.1.4' });
  expect(limited.status).toBe(429);
  expect(limited.formState?.message).toBe(MSG.rateLimited);
  expect(limited.formState?.values).toEqual(c.valid);
  expect(await count()).toBe(before + 1);
  await resetRateLimits();
}

/** A refused body: what is wrong, the fields that make it so (over a valid body), the Turkish message. */
export type RefusedCase = [what: string, patch: Record<string, unknown>, message: string];

/**
 * One test per case: the valid body with the case's fields is refused (400) with the field's Turkish
 * message (also as the first issue), and what `written` reads (the rows the endpoint writes) stays the same.
 */
export function itRefusesEach(
  cases: RefusedCase[],
  send: (patch: Record<string, unknown>) => Promise<CallResult>,
  written: () => Promise<unknown>,
) {
  for (const [what, patch, message] of cases) {
    it(`rejects ${what} with '${message}' and writes nothing`, async () => {
      const before = await written();
      const res = await send(patch);
      expect([res.status, res.json.error, res.json.issues?.[0]?.message]).toEqual([400, message, message]);
      expect(await written()).toEqual(before);
    });
  }
}

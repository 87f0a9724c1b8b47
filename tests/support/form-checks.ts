import type { APIRoute } from 'astro';
import { expect } from 'vitest';
import { FORM_RATE_LIMIT, HONEYPOT_FIELD, JSON_BODY_LIMIT } from '~/lib/constants.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import { callEndpoint } from './api.ts';

// The checks every public form endpoint shares: 415, 413, malformed JSON, honeypot, rate limit.
// `count` returns the number of rows of the form's table, to prove nothing was written.

export async function expectGuardedPublicForm(
  route: APIRoute | undefined,
  path: string,
  valid: Record<string, unknown>,
  count: () => Promise<number>,
) {
  resetRateLimits();
  const before = await count();

  const wrongType = await callEndpoint(route, path, {
    rawBody: 'name=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ip: '10.0.0.1',
  });
  expect(wrongType.status).toBe(415);
  expect(wrongType.json.error).toBe(MSG.unsupportedMediaType);

  const malformed = await callEndpoint(route, path, {
    rawBody: '{"name":',
    headers: { 'content-type': 'application/json' },
    ip: '10.0.0.2',
  });
  expect(malformed.status).toBe(400);
  expect(malformed.json.error).toBe(MSG.malformedJson);

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
  resetRateLimits();
}

import { FORM_RATE_LIMIT } from '~/lib/constants.ts';
import { honeypotFilled, readJson, validate } from '~/lib/http/http.server.ts';
import { rateLimitResponse } from '~/lib/http/rate-limit.server.ts';
import { z } from '~/lib/zod.ts';

export type PublicForm<T> =
  | { kind: 'valid'; data: T }
  | { kind: 'honeypot' }
  | { kind: 'rejected'; response: Response };

const anyJson = z.unknown();

/**
 * The spam and input guard every public form endpoint runs, in order: per-IP rate limit (429),
 * JSON body (415/413/400), honeypot (the caller pretends success and writes nothing), schema (400).
 */
export async function readPublicForm<S extends z.core.$ZodType>(
  context: { request: Request; clientAddress: string },
  scope: string,
  schema: S,
): Promise<PublicForm<z.infer<S>>> {
  const limited = rateLimitResponse(scope, context.clientAddress, FORM_RATE_LIMIT);
  if (limited) return { kind: 'rejected', response: limited };
  const raw = await readJson(context.request, anyJson);
  if (!raw.ok) return { kind: 'rejected', response: raw.response };
  if (honeypotFilled(raw.data)) return { kind: 'honeypot' };
  const parsed = validate(schema, raw.data);
  return parsed.ok ? { kind: 'valid', data: parsed.data } : { kind: 'rejected', response: parsed.response };
}

/** The answer to a bot that filled the honeypot: looks like a success, nothing was stored. */
export function honeypotResponse(): Response {
  return Response.json({ received: true }, { status: 201 });
}

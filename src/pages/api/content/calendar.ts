import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { contentCalendar } from '~/features/seo/seo-tools.server.ts';
import { calendarQuerySchema } from '~/features/seo/seo-tools-schema.ts';
import { queryObject, validate } from '~/lib/http/http.server.ts';

export const prerender = false;

/** GET /api/content/calendar?month=&year=&businessCategory= → { month, year, businessCategory, entries[] }. */
export const GET: APIRoute = async ({ url }) => {
  const parsed = validate(calendarQuerySchema, queryObject(url));
  if (!parsed.ok) return parsed.response;
  return Response.json(await contentCalendar(getDb(), parsed.data));
};

import type { APIRoute } from 'astro';
import { getDb } from '../../../lib/server/db.ts';
import { queryObject, validate } from '../../../lib/server/http.ts';
import { contentCalendar } from '../../../lib/server/seo-tools.ts';
import { calendarQuerySchema } from '../../../lib/shared/seo-tools-schema.ts';

export const prerender = false;

/** GET /api/content/calendar?month=&year=&businessCategory= → { month, year, businessCategory, entries[] }. */
export const GET: APIRoute = async ({ url }) => {
  const parsed = validate(calendarQuerySchema, queryObject(url));
  if (!parsed.ok) return parsed.response;
  return Response.json(await contentCalendar(getDb(), parsed.data));
};

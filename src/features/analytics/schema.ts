import { ANALYTICS_MSG, MAX_STATS_HOURS } from '~/features/analytics/messages.ts';
import { z } from '~/lib/zod.ts';

// Inputs of the analytics endpoints.

/** `?hours=` of GET /api/analytics/server-stats: an integer 1..720 (absent means 24). */
export const serverStatsQuerySchema = z.object({
  hours: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,4}$/, ANALYTICS_MSG.hours)), z.transform(Number))
      .check(z.refine((n) => n >= 1 && n <= MAX_STATS_HOURS, ANALYTICS_MSG.hours)),
  ),
});

/** POST /api/analytics/events: a named event with the category, label and value of SPEC §7. */
export const analyticsEventSchema = z.object({
  name: z
    .string({ error: ANALYTICS_MSG.eventName })
    .check(z.trim(), z.regex(/^[\p{L}\p{N}_.:-]{1,100}$/u, ANALYTICS_MSG.eventName)),
  category: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  label: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  // zod 4 numbers are finite already (Infinity and NaN are refused).
  value: z.optional(z.number()),
  path: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(500),
      z.refine((p) => p.startsWith('/'), ANALYTICS_MSG.eventPath),
    ),
  ),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

import { z } from 'zod';
import { ANALYTICS_MSG, MAX_STATS_HOURS } from './analytics.ts';

// Inputs of the analytics endpoints.

/** `?hours=` of GET /api/analytics/server-stats: an integer 1..720 (absent means 24). */
export const serverStatsQuerySchema = z.object({
  hours: z
    .string()
    .regex(/^\d{1,4}$/, ANALYTICS_MSG.hours)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_STATS_HOURS, ANALYTICS_MSG.hours)
    .optional(),
});

/** POST /api/analytics/events: a named event with the category, label and value of SPEC §7. */
export const analyticsEventSchema = z.object({
  name: z.string({ error: ANALYTICS_MSG.eventName }).trim().regex(/^[\p{L}\p{N}_.:-]{1,100}$/u, ANALYTICS_MSG.eventName),
  category: z.string().trim().max(100).optional(),
  label: z.string().trim().max(200).optional(),
  value: z.number().finite().optional(),
  path: z.string().trim().max(500).refine((p) => p.startsWith('/'), ANALYTICS_MSG.eventPath).optional(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

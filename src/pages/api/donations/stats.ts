import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { getDonationStats } from '~/features/payments/donations.server.ts';

export const prerender = false;

/** Donation stats of SPEC §3 (this month, succeeded donations only). */
export const GET: APIRoute = async () => {
  const stats = await getDonationStats(getDb());
  return Response.json(stats, { headers: { 'Cache-Control': 'no-store' } });
};

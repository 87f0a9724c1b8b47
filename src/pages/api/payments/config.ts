import type { APIRoute } from 'astro';
import { publicPaymentsConfig, readPaymentsConfig } from '~/features/payments/config.server.ts';

export const prerender = false;

/** Tells the payment islands whether donations and each plan can be paid, and the publishable key. */
export const GET: APIRoute = () =>
  Response.json(publicPaymentsConfig(readPaymentsConfig()), { headers: { 'Cache-Control': 'no-store' } });

import type { PublicPaymentsConfig } from '~/features/payments/messages.ts';
import type { PlanId } from '~/features/payments/plans.ts';
import { type Env, stripeSettings } from '~/lib/env.server.ts';

/** Stripe settings read from the environment at request time (DESIGN §7). */
export interface PaymentsConfig {
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Stripe price id per plan: the server's only source of what a plan costs. */
  priceIds: Record<PlanId, string | null>;
  /** Where the API lives; tests point the real client at a fake server on loopback. */
  api: { host?: string; port?: number; protocol?: 'http' | 'https' };
}

/** Reads the payment settings; missing values are null (payments then answer "not configured"). */
export function readPaymentsConfig(env?: Env): PaymentsConfig {
  return stripeSettings(env);
}

/** Card payments need both keys: the secret one creates intents, the publishable one mounts the form. */
export function paymentsEnabled(config: PaymentsConfig): boolean {
  return Boolean(config.secretKey && config.publishableKey);
}

/** A plan can be sold when payments are on and the plan has a price id. */
export function planEnabled(config: PaymentsConfig, planId: PlanId): boolean {
  return paymentsEnabled(config) && Boolean(config.priceIds[planId]);
}

/** The public part of the configuration (GET /api/payments/config). */
export function publicPaymentsConfig(config: PaymentsConfig): PublicPaymentsConfig {
  return {
    donations: paymentsEnabled(config),
    subscriptions: {
      basic: planEnabled(config, 'basic'),
      premium: planEnabled(config, 'premium'),
      elite: planEnabled(config, 'elite'),
    },
    publishableKey: paymentsEnabled(config) ? config.publishableKey : null,
  };
}

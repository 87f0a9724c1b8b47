import { PAYMENT_MSG, PAYMENT_SERVER_MSG } from '~/features/payments/messages.ts';
import { PLAN_IDS } from '~/features/payments/plans.ts';
import { z } from '~/lib/zod.ts';

/**
 * Body of POST /api/create-subscription. Only the plan and the business count: keys such as
 * amount or priceId that a client may add are stripped, so the server alone decides the price.
 */
export const subscriptionRequestSchema = z.object({
  planId: z.enum(PLAN_IDS, { error: PAYMENT_SERVER_MSG.unknownPlan }),
  businessId: z.coerce
    .number({ error: PAYMENT_MSG.businessRequired })
    .check(z.int(PAYMENT_MSG.businessRequired), z.positive(PAYMENT_MSG.businessRequired)),
});

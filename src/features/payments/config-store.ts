import type { PublicPaymentsConfig } from '~/features/payments/messages.ts';
import { apiData } from '~/lib/client/api.ts';
import { atom } from '~/lib/client/store.ts';

export type PaymentsConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: PublicPaymentsConfig }
  | { status: 'error' };

/** Payment configuration, fetched once per page by whichever island asks first. */
export const $paymentsConfig = atom<PaymentsConfigState>({ status: 'loading' });

let requested = false;

/** Fetches /api/payments/config once; islands read $paymentsConfig. */
export function loadPaymentsConfig(): void {
  if (requested) return;
  requested = true;
  apiData<PublicPaymentsConfig>('/api/payments/config').then(
    (config) => $paymentsConfig.set({ status: 'ready', config }),
    () => $paymentsConfig.set({ status: 'error' }),
  );
}

import { atom } from 'nanostores';

/** What GET /api/payments/config says (mirrors PublicPaymentsConfig on the server). */
interface PaymentsAvailability {
  donations: boolean;
  subscriptions: Record<'basic' | 'premium' | 'elite', boolean>;
  publishableKey: string | null;
}

export type PaymentsConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: PaymentsAvailability }
  | { status: 'error' };

/** Payment configuration, fetched once per page by whichever island asks first. */
export const $paymentsConfig = atom<PaymentsConfigState>({ status: 'loading' });

let requested = false;

/** Fetches /api/payments/config once; islands read $paymentsConfig. */
export function loadPaymentsConfig(): void {
  if (requested) return;
  requested = true;
  fetch('/api/payments/config', { credentials: 'include' })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
      $paymentsConfig.set({ status: 'ready', config: (await res.json()) as PaymentsAvailability });
    })
    .catch(() => $paymentsConfig.set({ status: 'error' }));
}

/**
 * POSTs JSON like every call of SPEC §7; a non-OK answer becomes an Error whose message is
 * '{status}: {body}', with the parsed `{ error }` message kept for display.
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { error?: string }).error;
    } catch {
      message = undefined;
    }
    throw Object.assign(new Error(`${res.status}: ${text || res.statusText}`), {
      status: res.status,
      userMessage: message,
    });
  }
  return JSON.parse(text) as T;
}

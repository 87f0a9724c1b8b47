// Messages of the donation and premium-listing flows (SPEC §5, §8). Toast titles the spec gives in
// English stay English; our own messages are Turkish.

import type { PlanId } from '~/features/payments/plans.ts';
import { MAX_DONATION_TL } from '~/lib/constants.ts';
import { formatNumber } from '~/lib/text.ts';

/** GET /api/payments/config: whether each flow works, and the publishable key (all the browser may know). */
export interface PublicPaymentsConfig {
  donations: boolean;
  subscriptions: Record<PlanId, boolean>;
  publishableKey: string | null;
}

export const PAYMENT_MSG = {
  notConfigured:
    'Ödeme sistemi yapılandırılmamış. Şu anda çevrimiçi ödeme alınamıyor; lütfen daha sonra tekrar deneyin veya bizimle iletişime geçin.',
  notConfiguredTitle: 'Çevrimiçi ödeme şu anda kapalı',
  invalidAmountTitle: 'Invalid Amount',
  invalidAmountText: 'Minimum donation amount is 5 TL',
  maxAmountText: `Tek seferde en fazla ${formatNumber(MAX_DONATION_TL)} TL bağış yapılabilir.`,
  invalidEmail: 'Geçerli bir email adresi girin',
  messageTooLong: 'Mesaj en fazla 500 karakter olabilir.',
  fieldTooLong: 'Bu alan çok uzun.',
  setupFailedTitle: 'Payment Setup Failed',
  setupFailedText: 'Unable to setup payment. Please try again or use bank transfer.',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedReturnText: 'Ödeme tamamlanamadı. Lütfen başka bir kartla tekrar deneyin.',
  paymentSuccessTitle: 'Payment Successful',
  paymentSuccessText: 'You are now subscribed to premium listing!',
  subscriptionErrorTitle: 'Error',
  subscriptionErrorText: 'Failed to create subscription. Please try again.',
  donationThanksTitle: 'Teşekkürler!',
  donationThanksText: 'Bağışınız alındı. Desteğiniz için teşekkür ederiz.',
  businessRequired: 'Lütfen yükseltmek istediğiniz işletmeyi seçin.',
} as const;

/** The endpoints' answers the islands never show: apart, so the browser's bundle does not carry them. */
export const PAYMENT_SERVER_MSG = {
  providerError: 'Ödeme sağlayıcısına ulaşılamadı. Lütfen biraz sonra tekrar deneyin.',
  invalidSignature: 'Geçersiz Stripe imzası.',
  unknownPlan: 'Geçersiz plan seçimi.',
  businessNotFound: 'İşletme bulunamadı veya henüz onaylanmadı.',
} as const;

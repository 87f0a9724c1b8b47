// Visitors' reports that a listing is wrong, moved or closed (issue 16): reasons, Turkish texts, limits
// and the pages of the report form. Zod-free for the form island.
import { CLOSURE_LABELS } from '~/features/listings/closure.ts';
import { sentPath } from '~/lib/http/sent.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { businessSectionPath } from '~/lib/paths.ts';

export const REPORT_REASONS = ['wrong_info', 'moved', 'closed_temporarily', 'closed_permanently', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_info: 'Bilgiler yanlış (telefon, adres, saatler…)',
  ...CLOSURE_LABELS,
  other: 'Başka bir sorun',
};

export const REPORT_MSG = {
  heading: 'Bilgiler yanlış mı, işletme kapandı mı?',
  intro: 'Gördüğünüz yanlışı bize bildirin; kontrol edip düzeltelim.',
  open: 'Bilgiler yanlış / kapandı — bildirin',
  formTitle: 'Bilgi Düzeltme Bildirimi',
  formLabel: 'Bilgi düzeltme bildirimi formu',
  reason: 'Lütfen bir neden seçin',
  reasonPlaceholder: 'Neden seçin',
  message: 'Lütfen ne gördüğünüzü en az 5 karakterle yazın',
  emailHint: 'İsteğe bağlı; yanıt verebilmemiz için.',
  submit: 'Bildirimi Gönder',
  submitting: 'Gönderiliyor...',
  successTitle: 'Bildiriminiz alındı',
  successText: 'Teşekkür ederiz. Bilgileri kontrol edip gerekirse düzelteceğiz.',
  failureTitle: 'Hata',
  failureText: 'Bildiriminiz gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
  backToBusiness: 'İşletme sayfasına dön',
  anonymous: 'Ziyaretçi',
} as const;

/** Lengths of a report: the schema's limits and the form's `minlength`/`maxlength`. */
export const REPORT_LIMITS = { messageMin: 5, message: 2000, name: 120 } as const;

/** The on-demand page of a business's report form (shown again there after a refused post). */
export const reportFormPath = (businessId: number) => businessSectionPath(businessId, 'report');

/** The outcome code the report page shows its thank-you for (lib/http/sent.ts). */
export const REPORT_SENT_CODE = 'bildirim-alindi';

/** Where a browser's report post is sent on to once stored, in the language it was sent from. */
export const reportSentPath = (businessId: number, lang?: Lang) =>
  sentPath(reportFormPath(businessId), REPORT_SENT_CODE, { lang });

/** The endpoint a business's report is posted to. */
export const reportEndpoint = (businessId: number) => `/api/businesses/${businessId}/report`;

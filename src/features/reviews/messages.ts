// Turkish texts of visitor reviews (SPEC §5, §8), zod-free for the review island.
import { sentPath } from '~/lib/http/sent.ts';
import type { Lang } from '~/lib/i18n/langs.ts';
import { businessPath } from '~/lib/paths.ts';

export const REVIEW_MSG = {
  rating: 'Lütfen 1 ile 5 arasında bir puan verin',
  comment: 'Lütfen en az 10 karakterlik bir yorum yazın',
  submitting: 'Gönderiliyor...',
  successTitle: 'Yorumunuz alındı',
  successText: 'Yorumunuz onaylandıktan sonra yayınlanacak. Teşekkür ederiz.',
  failureTitle: 'Hata',
  failureText: 'Yorumunuz gönderilirken bir hata oluştu.',
  notSent: 'Yorumunuz gönderilemedi:',
  toForm: 'Yorum formuna gidin',
  empty: 'Henüz onaylanmış yorum yok. İlk yorumu siz yazın.',
  anonymous: 'Ziyaretçi',
} as const;

/** The outcome code the business page says the review was received with (lib/http/sent.ts). */
export const REVIEW_SENT_CODE = 'yorum-alindi';

/** The business page saying the review was received (where a form post is sent on to), at the form. */
export const reviewSentPath = (businessId: number, lang?: Lang) =>
  sentPath(businessPath(businessId), REVIEW_SENT_CODE, { anchor: 'yorum-formu', lang });

/** Lengths of a review: the schema's limits and the form's `minlength`/`maxlength`. */
export const REVIEW_LIMITS = { commentMin: 10, comment: 2000, authorName: 80 } as const;

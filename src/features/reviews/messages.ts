// Turkish texts of visitor reviews (SPEC §5, §8), zod-free for the review island.
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

/** The query a form post without scripts comes back with once its review is stored. */
export const REVIEW_SENT_QUERY = { name: 'yorum', value: 'alindi' } as const;

/** The business page saying the review was received (where a form post is sent on to). */
export const reviewSentPath = (businessId: number) =>
  `${businessPath(businessId)}?${REVIEW_SENT_QUERY.name}=${REVIEW_SENT_QUERY.value}#yorum-formu`;

/** Lengths of a review: the schema's limits and the form's `minlength`/`maxlength`. */
export const REVIEW_LIMITS = { commentMin: 10, comment: 2000, authorName: 80 } as const;

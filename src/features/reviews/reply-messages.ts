export const REPLY_LIMITS = { body: 1000 } as const;

export const REPLY_MSG = {
  body: 'Yanıtınızı yazın.',
  tooLong: `Yanıt en fazla ${REPLY_LIMITS.body} karakter olabilir.`,
  reviewNotFound: 'Yorum bulunamadı.',
  label: 'İşletmenin yanıtı',
  pending: 'Yanıtınız onay bekliyor; onaylanınca yorumun altında görünecek.',
} as const;

/** Notices of the owner's reviews page after a reply was sent, by the `durum` query. */
export const REPLY_NOTICES = { 'yanit-alindi': REPLY_MSG.pending, 'yanit-yayinda': 'Yanıtınız yayında.' } as const;

/** A reply as the business page shows it. */
export interface PublicReply {
  body: string;
  publishedAt: string;
}

/** The owner's reviews page of a listing. */

/** A reply text waiting for an admin, with what it answers. */
export interface PendingReply {
  id: number;
  businessId: number;
  businessName: string;
  reviewComment: string | null;
  body: string;
  updatedAt: string;
}

import type { PublishedLink } from '~/features/directory/business-links.ts';
// Texts, limits and DTOs of the approval panel, zod-free so the panel island stays small.

/** Toasts and texts of the approval panel (SPEC §2, §8). */
export const APPROVAL_MSG = {
  title: 'İşletme Onay Paneli',
  empty: 'Onay bekleyen işletme bulunmamaktadır.',
  pendingCount: (n: number) => `${n} işletme onay bekliyor`,
  rejectConfirm: (name: string, reason: string) => `“${name}” şu nedenle reddedilecek: “${reason}” Emin misiniz?`,
  approvedTitle: 'İşletme Onaylandı',
  approvedText: 'İşletme başarıyla onaylandı ve yayına alındı.',
  approveFailedTitle: 'Hata',
  approveFailedText: 'İşletme onaylanırken bir hata oluştu.',
  rejectedTitle: 'İşletme Reddedildi',
  rejectedText: 'İşletme kaydı reddedildi.',
  rejectFailedText: 'İşletme reddedilirken bir hata oluştu.',
  loadFailed: 'Onay bekleyen işletmeler yüklenemedi.',
  reasonTooLong: 'Red nedeni en fazla 500 karakter olabilir',
  reviewsTitle: 'Onay Bekleyen Yorumlar',
  reviewsEmpty: 'Onay bekleyen yorum bulunmamaktadır.',
  reviewsLoadFailed: 'Onay bekleyen yorumlar yüklenemedi.',
  reviewApprovedTitle: 'Yorum Onaylandı',
  reviewApprovedText: 'Yorum yayına alındı.',
  reviewRejectedTitle: 'Yorum Reddedildi',
  reviewRejectedText: 'Yorum reddedildi.',
  reviewActionFailed: 'Yorum işlenirken bir hata oluştu.',
  reject: 'Reddet',
  rejectSure: 'Bu kaydı reddetmek istediğinize emin misiniz?',
  rejectYes: 'Evet, reddet',
  rejecting: 'Reddediliyor...',
  cancel: 'Vazgeç',
  reasonNeeded: 'Ret gerekçesi (ilgili kişiye iletilir)',
} as const;

export const REJECTION_REASON_MAX = 500;

/** A pending business as the approval panel shows it. */
export interface PendingBusiness {
  id: number;
  name: string;
  description: string | null;
  category: string;
  district: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** Every outside link approving will publish on the business page (web site, map, social profiles). */
  links: PublishedLink[];
  ownerName: string | null;
  ownerEmail: string | null;
  ownerPhone: string | null;
  verified: boolean;
  source: string;
  createdAt: string;
}

/** A review waiting for moderation (contract of GET /api/reviews/pending). */
export interface PendingReview {
  id: number;
  businessId: number;
  businessName: string;
  authorName: string | null;
  rating: number;
  comment: string | null;
  createdAt: string;
}

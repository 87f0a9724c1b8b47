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

// Moderation of owners' content in the approval panel: photos and replies to reviews (zod-free).
import type { PendingPhoto } from '~/features/photos/messages.ts';
import type { PendingReply } from '~/features/reviews/reply-messages.ts';

export const MODERATION_KINDS = ['photo', 'reply'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export interface PendingContent {
  photos: PendingPhoto[];
  replies: PendingReply[];
}

export const MODERATION_MSG = {
  title: 'İşletme sahiplerinin içerikleri',
  photos: 'Onay bekleyen fotoğraflar',
  replies: 'Onay bekleyen yorum yanıtları',
  none: 'Onay bekleyen içerik yok.',
  loadFailed: 'Onay bekleyen içerikler yüklenemedi.',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
  failed: 'İşlem yapılamadı. Lütfen tekrar deneyin.',
  notFound: 'Onay bekleyen içerik bulunamadı.',
} as const;

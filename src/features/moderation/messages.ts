// Moderation: every kind of item that waits for an admin, in one queue (zod-free).
import type { PendingBusiness } from '~/features/admin/approval.ts';
import type { PostDto } from '~/features/listing-posts/messages.ts';
import type { PendingChange, PendingClaim } from '~/features/owners/messages.ts';
import type { PendingPhoto } from '~/features/photos/messages.ts';
import type { PendingReply } from '~/features/reviews/reply-messages.ts';
import type { PendingReviewDto } from '~/features/reviews/schema.ts';

/** Every kind the queue holds, in the order the page counts them. */
export const MODERATION_KINDS = ['listing', 'change', 'claim', 'photo', 'review', 'reply', 'post'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** The kinds whose rejection reason reaches someone (the submitter, the owner, the claimant). */
export const REASONED_KINDS: readonly ModerationKind[] = ['listing', 'change', 'claim', 'post'];

/** What owners sent that waits: photos and replies (GET /api/moderation/pending). */
export interface PendingContent {
  photos: PendingPhoto[];
  replies: PendingReply[];
}

interface Waiting<K extends ModerationKind, T> {
  kind: K;
  id: number;
  businessId: number;
  businessName: string;
  /** When it started waiting (ISO): the queue is ordered by it, oldest first. */
  since: string;
  item: T;
}

/** One waiting item of the queue; `kind` tells what `item` is. */
export type QueueItem =
  | Waiting<'listing', PendingBusiness>
  | Waiting<'change', PendingChange>
  | Waiting<'claim', PendingClaim>
  | Waiting<'photo', PendingPhoto>
  | Waiting<'review', PendingReviewDto>
  | Waiting<'reply', PendingReply>
  | Waiting<'post', PostDto>;

export interface ModerationQueue {
  items: QueueItem[];
  counts: Record<ModerationKind, number>;
  total: number;
}

/** An admin's decision: approve, or reject with the reason the affected person is told. */
export type ModerationDecision = { approve: true } | { approve: false; reason: string };

/** The one page that lists the queue and the form posts' target below it. */
export const MODERATION_PAGE = '/admin/onay-kuyrugu';
export const moderationDecisionPath = (kind: ModerationKind, id: number, decision: 'approve' | 'reject') =>
  `/api/moderation/${kind}/${id}/${decision}`;

/** The notice codes after a decision (`?durum=`), one per outcome. */
export const MODERATION_RESULTS = { approved: 'onaylandi', rejected: 'reddedildi', gone: 'bulunamadi' } as const;

export const MODERATION_KIND_LABELS: Record<ModerationKind, string> = {
  listing: 'Yeni işletme',
  change: 'Bilgi değişikliği',
  claim: 'Sahiplik talebi',
  photo: 'Fotoğraf',
  review: 'Yorum',
  reply: 'Yorum yanıtı',
  post: 'Etkinlik / fırsat / duyuru',
};

export const MODERATION_MSG = {
  queueTitle: 'Onay Kuyruğu',
  allInOne:
    'Bu panelde yeni işletmeler var. Bilgi değişiklikleri, sahiplik talepleri, fotoğraflar, yorumlar, yanıtlar ve paylaşımlar dahil onay bekleyen her şey, en eskisi başta, tek listede:',
  queueCount: (n: number) => `${n} kayıt onay bekliyor`,
  queueEmpty: 'Onay bekleyen kayıt yok.',
  reasonLabel: 'Ret gerekçesi (isteğe bağlı)',
  reasonRequiredLabel: 'Ret gerekçesi (ilgili kişiye iletilir)',
  reasonRequired: 'Reddetmek için bir gerekçe yazın; ilgili kişiye iletilir.',
  rejectConfirm: 'Bu kaydı reddetmek istediğinize emin misiniz? Bu karar geri alınamaz.',
  rejectConfirmButton: 'Evet, reddet',
  approve: 'Onayla',
  reject: 'Reddet',
  [MODERATION_RESULTS.approved]: 'Onaylandı.',
  [MODERATION_RESULTS.rejected]: 'Reddedildi; gerekçe ilgili kişiye iletildi.',
  [MODERATION_RESULTS.gone]: 'Bu kayıt artık onay beklemiyor.',
  notFound: 'Onay bekleyen içerik bulunamadı.',
} as const;

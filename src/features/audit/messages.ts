// The audit log's vocabulary: every action it records and how the log names it.

/** Audit actions and how the log names them. */
export const AUDIT_ACTIONS = {
  'business.approve': 'İşletme onaylandı',
  'business.reject': 'İşletme reddedildi',
  'business.edit': 'İşletme düzenlendi',
  'business.status': 'İşletme durumu değişti',
  'business.closure': 'İşletme taşındı / kapandı durumu değişti',
  'business.delete': 'İşletme silindi',
  'post.publish': 'Yazı yayımlandı',
  'post.create': 'Yazı taslağı oluşturuldu',
  'post.edit': 'Yazı düzenlendi',
  'post.unpublish': 'Yazı yayından kaldırıldı',
  'post.delete': 'Yazı silindi',
  'inbox.reply': 'Mesaj yanıtlandı',
  'inbox.status': 'Mesaj durumu değişti',
  'inbox.resolve': 'Bildirim sonuçlandırıldı',
  import: 'Toplu içe aktarma',
  'seo.implement': 'SEO stratejisi uygulanmaya başlandı',
  'claim.approve': 'Sahiplik talebi onaylandı',
  'claim.reject': 'Sahiplik talebi reddedildi',
  'change.approve': 'İşletme değişikliği onaylandı',
  'change.reject': 'İşletme değişikliği reddedildi',
  'claim.verify': 'Sahiplik kanıtla doğrulandı',
  'photo.approve': 'Fotoğraf onaylandı',
  'photo.reject': 'Fotoğraf reddedildi',
  'review.approve': 'Yorum onaylandı',
  'review.reject': 'Yorum reddedildi',
  'reply.approve': 'Yorum yanıtı onaylandı',
  'reply.reject': 'Yorum yanıtı reddedildi',
  'listingpost.approve': 'Etkinlik / fırsat / duyuru onaylandı',
  'listingpost.reject': 'Etkinlik / fırsat / duyuru reddedildi',
  'listingpost.create': 'Şehir etkinliği eklendi',
  'pharmacy.roster': 'Nöbetçi eczane listesi yüklendi',
  'tourism.settings': 'Nemrut sayfasının ayarları değişti',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Rows per page of the audit log; the desk's other lists page the same way. */
export const AUDIT_PAGE_SIZE = 50;

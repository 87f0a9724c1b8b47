// Turkish texts of the contact form (SPEC §5, §8), zod-free for the form island.

export const CONTACT_MSG = {
  name: 'Adınız gerekli',
  email: 'Geçerli bir email adresi girin',
  subject: 'Konu gerekli',
  message: 'Mesajınız gerekli',
  submitting: 'Gönderiliyor...',
  successTitle: 'Mesajınız Gönderildi!',
  successText: 'En kısa sürede size geri dönüş yapacağız. Teşekkür ederiz.',
  again: 'Yeni Mesaj Gönder',
  failureTitle: 'Hata',
  failureText: 'Mesajınız gönderilirken bir hata oluştu. Lütfen tekrar deneyin.',
} as const;

/** Longest accepted length of each field: the schema's limit and the form's `maxlength`. */
export const CONTACT_LIMITS = { name: 120, phone: 30, subject: 200, message: 5000 } as const;

// Turkish messages shared by endpoints and islands (SPEC §5, §8). Each written once.

export const MSG = {
  badRequest: 'Geçersiz istek.',
  malformedJson: 'İstek gövdesi geçerli bir JSON değil.',
  unsupportedMediaType: 'Desteklenmeyen içerik türü.',
  payloadTooLarge: 'İstek gövdesi çok büyük.',
  notFound: 'Kayıt bulunamadı.',
  rateLimited: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
  unauthorized: 'Bu işlem için giriş yapmalısınız.',
  forbidden: 'Bu işlem için yetkiniz yok.',
  crossOrigin: 'Bu istek başka bir siteden geldiği için reddedildi.',
  serverError: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  businessNotFound: 'İşletme Bulunamadı',
  postNotFoundTitle: 'Yazı Bulunamadı',
  postNotFoundText: 'Aradığınız blog yazısı bulunamadı veya kaldırılmış olabilir.',
  backToBlog: "Blog'a Dön",
  pageNotFound: '404 Page Not Found',
} as const;

/** The KVKK line of every form that collects personal data (its own export: islands take only this). */
export const KVKK_NOTICE =
  'Gönderdiğiniz kişisel veriler KVKK kapsamında yalnızca talebinizi yerine getirmek için işlenir.';

/** A text field longer than its limit (every form). */
export const TOO_LONG = 'Bu alan çok uzun';

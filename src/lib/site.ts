/** Site identity used in titles, share texts and structured data. */
export const SITE_NAME = 'Adıyaman Rehberi';
export const SITE_TAGLINE = 'Adıyaman ve ilçelerinin işletme rehberi ve turizm kılavuzu';
export const SITE_DESCRIPTION =
  'Adıyaman Merkez ve ilçelerindeki işletmeleri kategori ve ilçeye göre bulun; turizm bilgileri, blog yazıları ve ücretsiz işletme kaydı.';
export const DEFAULT_OG_IMAGE = '/og-default.jpg';
export const SITE_LOCALE = 'tr_TR';
export const CONTACT_ADDRESS = 'Merkez, Adıyaman, Türkiye';

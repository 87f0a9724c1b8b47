// The printable invitation to review a listing (a poster in A5 or A6 and a square sticker): its sizes and
// Turkish texts. It asks every customer alike, whatever they thought; nothing here filters who is asked.
/** The printed sizes in millimetres, by the name in the address. */
export const POSTER_SIZES = {
  a5: { label: 'A5 afiş', width: 148, height: 210 },
  a6: { label: 'A6 afiş', width: 105, height: 148 },
  etiket: { label: 'Etiket (8 × 8 cm)', width: 80, height: 80 },
} as const;
export type PosterSize = keyof typeof POSTER_SIZES;

export const POSTER_TYPES = ['svg', 'pdf'] as const;
type PosterType = (typeof POSTER_TYPES)[number];

export const POSTER_MSG = {
  sectionTitle: 'Yorum afişi',
  ownerIntro:
    'İşletmenize asabileceğiniz, müşterilerinizi yorum yazmaya çağıran afiş ve etiket. QR kod, işletme sayfanızın yorum formunu açar; bu yolla gelen yorumlar istatistiklerinizde “Afişten gelen yorumlar” olarak sayılır.',
  fairness:
    'Afişi herkesin görebileceği bir yere asın: yalnızca memnun müşterilere göstermek, yorumların güvenilirliğini zedeler.',
  heading: 'Deneyiminizi paylaşın',
  scan: 'Telefonunuzun kamerasıyla kodu okutun ve yorumunuzu yazın.',
  everyView: 'Olumlu ya da olumsuz, her görüş değerlidir.',
  stickerCall: 'Yorumunuzu yazın',
  download: 'İndir',
  preview: 'A6 afişin önizlemesi',
} as const;

/** `a5.pdf` → its size and type, or null for anything else. */
export function parsePosterFile(file: string | undefined): { size: PosterSize; type: PosterType } | null {
  const match = /^(a5|a6|etiket)\.(svg|pdf)$/.exec(file ?? '');
  return match ? { size: match[1] as PosterSize, type: match[2] as PosterType } : null;
}

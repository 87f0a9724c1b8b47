// Turkish texts of the Nemrut trip page and its desk page, and the stops on the way.

export const NEMRUT_MSG = {
  title: 'Nemrut Dağı Gün Doğumu Gezisi',
  description:
    'Nemrut Dağı zirvesinde seçtiğiniz gün için gün doğumu ve gün batımı saati, Kâhta’dan ve Adıyaman merkezden çıkış saati, yol durumu ve yol üstündeki duraklar.',
  dateLabel: 'Tarih',
  show: 'Göster',
  badDate: 'Geçerli bir tarih seçin.',
  sunrise: 'Gün doğumu (zirve)',
  sunset: 'Gün batımı (zirve)',
  leaveKahta: 'Kâhta’dan çıkış',
  leaveCentre: 'Adıyaman merkezden çıkış',
  leaveNote: (drive: number, walk: number, margin: number) =>
    `Araçla ${drive} dakika, otoparktan ${walk} dakika yürüyüş ve ${margin} dakika pay hesaba katılmıştır.`,
  road: 'Yol durumu',
  season: 'Sezon',
  bring: 'Yanınıza alın',
  bringList: [
    'Kalın mont, bere ve eldiven: zirvede yaz sabahları bile 5 °C’nin altına düşer',
    'El feneri ya da kafa lambası (otoparktan zirveye karanlıkta yürünür)',
    'Rahat, kaymayan yürüyüş ayakkabısı',
    'Su ve hafif kahvaltılık',
    'Nakit para (müze bileti ve köy kahvaltıları için)',
    'Telefonunuza önceden indirdiğiniz bu sayfa: yolun bir kısmında çekmez',
  ],
  stops: 'Yol üstündeki duraklar',
  sleep: 'Konaklama',
  eat: 'Yemek',
  tour: 'Tur ve rehber',
  noneNear: 'Yakında kayıtlı işletme yok.',
  distanceFrom: (km: string) => `${km} uzaklıkta`,
  emergency: 'Acil durumlarda 112’yi arayın.',
  nearAttraction: 'Yakındaki işletmeler',
  // Desk
  deskTitle: 'Nemrut Gezisi Ayarları',
  deskIntro: 'Çıkış saatlerinin hesabındaki süreler ve sayfada görünen yol durumu ile sezon bilgisi.',
  driveFromKahta: 'Kâhta → zirve otoparkı (dakika)',
  driveFromCentre: 'Adıyaman merkez → zirve otoparkı (dakika)',
  walk: 'Otoparktan zirveye yürüyüş (dakika)',
  margin: 'Pay (dakika)',
  minutesRange: 'Süre 0 ile 600 dakika arasında bir tam sayı olmalı',
  roadInvalid: 'Geçerli bir yol durumu seçin',
  seasonLength: 'Sezon bilgisi 3–300 karakter olmalı',
  save: 'Kaydet',
} as const;

/** The stops on the way from Kâhta to the summit. */
export const NEMRUT_STOPS = [
  {
    id: 'karakus',
    name: 'Karakuş Tümülüsü',
    summary: 'Kommagene kraliyet kadınlarının mezarı; sütunların tepesinde kartal heykeli.',
    lat: 37.8833,
    lng: 38.6167,
  },
  {
    id: 'cendere-koprusu',
    name: 'Cendere Köprüsü',
    summary: 'Septimius Severus döneminden, dünyanın en büyük tek kemerli Roma köprülerinden biri.',
    lat: 37.9383,
    lng: 38.6214,
  },
  {
    id: 'arsameia',
    name: 'Arsameia',
    summary: 'Kommagene’nin yazlık başkenti; Mithridates ile Herakles’in tokalaşma kabartması.',
    lat: 37.9436,
    lng: 38.7028,
  },
] as const;

/** What is looked for near each stop: the listing categories of a night, a meal and a tour. */
export const NEAR_KINDS = {
  sleep: ['Oteller'],
  eat: ['Restoranlar'],
  tour: ['Turizm'],
} as const;
export type NearKind = keyof typeof NEAR_KINDS;

/** Change counter of the tourism settings (migration 0056). */
export const TOURISM_VERSION = 'tourism';

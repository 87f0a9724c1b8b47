// The forgiving search as visitors type: typos, Turkish suffixes, compounds written together or
// apart, English words, alternative spellings, İ/ı in any case. Each query must bring its business
// into the first three, among the seeded directory and each other.
import { beforeAll, describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { itFindsEachInTheFirstThree } from '../support/search-first-three.ts';

const PLACES = [
  {
    name: 'Şifa Eczanesi',
    category: 'Sağlık',
    district: 'Merkez',
    description: 'Nöbetçi eczane; ilaç, vitamin ve bebek ürünleri.',
  },
  {
    name: 'Yeşil Vadi Pansiyon',
    category: 'Oteller',
    district: 'Kâhta',
    description: 'Nemrut Dağı yolunda kahvaltılı aile pansiyonu.',
  },
  {
    name: 'Selin Kuaför Salonu',
    category: 'Kuaför & Berber',
    district: 'Besni',
    description: 'Saç kesimi, boya ve gelin başı.',
  },
  {
    name: 'Usta Kebapçı Halil',
    category: 'Restoranlar',
    district: 'Merkez',
    description: 'Adana ve Urfa kebabı, lahmacun, ayran.',
  },
  {
    name: 'Murat Pide Salonu',
    category: 'Restoranlar',
    district: 'Gölbaşı',
    description: 'Kıymalı ve kaşarlı pideler, odun fırınında.',
  },
  {
    name: 'Ömer Usta Çiğköftecisi',
    category: 'Restoranlar',
    district: 'Merkez',
    description: 'Acılı ve acısız dürüm, marul, nar ekşisi.',
  },
  {
    name: 'Nemrut Kervansaray Otel',
    category: 'Oteller',
    district: 'Kâhta',
    description: 'Gün doğumu turu ve transfer, havuzlu bahçe.',
  },
  {
    name: 'Sabah Kahvaltı Evi',
    category: 'Restoranlar',
    district: 'Merkez',
    description: 'Serpme kahvaltı, gözleme ve demli çay.',
  },
  {
    name: 'Şehr-i Zor Hediyelik Eşya',
    category: 'Alışveriş',
    district: 'Samsat',
    description: 'Yöresel el sanatları ve hediyelikler.',
  },
  {
    name: 'Perre Diş Kliniği',
    category: 'Sağlık',
    district: 'Merkez',
    description: 'Ağız ve diş sağlığı, implant, ortodonti.',
  },
  {
    name: 'İpek Yolu Oto Yıkama',
    category: 'Otomotiv',
    district: 'Tut',
    description: 'İç dış yıkama, pasta cila, halı yıkama.',
  },
  {
    name: 'Baraj Balık Restoranı',
    category: 'Restoranlar',
    district: 'Samsat',
    description: 'Atatürk Barajı kıyısında taze balık.',
  },
  {
    name: 'Cendere Köprüsü Tur Rehberi',
    category: 'Turizm',
    district: 'Kâhta',
    description: 'Kommagene yolunda günübirlik rehberli turlar.',
  },
  {
    name: 'Işık Kırtasiye',
    category: 'Alışveriş',
    district: 'Çelikhan',
    description: 'Okul ve ofis malzemeleri, fotokopi.',
  },
  {
    name: 'Kemal Lastikçi',
    category: 'Otomotiv',
    district: 'Gölbaşı',
    description: 'Lastik değişimi, balans, rot ayarı.',
  },
  {
    name: 'Anatolia Boutique Hotel',
    category: 'Oteller',
    district: 'Merkez',
    description: 'Şehir merkezinde butik otel.',
  },
] as const;

type PlaceName = (typeof PLACES)[number]['name'];

/** [query as typed, the business it must find in the first three]. */
const QUERIES: [string, PlaceName][] = [
  // plain and case
  ['şifa eczanesi', 'Şifa Eczanesi'],
  ['ŞİFA ECZANESİ', 'Şifa Eczanesi'],
  ['sifa eczanesi', 'Şifa Eczanesi'],
  ['IŞIK KIRTASİYE', 'Işık Kırtasiye'],
  ['ISIK KIRTASIYE', 'Işık Kırtasiye'],
  ['ışık kırtasiye', 'Işık Kırtasiye'],
  ['İPEK YOLU', 'İpek Yolu Oto Yıkama'],
  ['ipek yolu oto', 'İpek Yolu Oto Yıkama'],
  // Turkish suffixes
  ['şifa eczaneleri', 'Şifa Eczanesi'],
  ['kahtadaki pansiyonlar', 'Yeşil Vadi Pansiyon'],
  ["Kâhta'daki pansiyonlar", 'Yeşil Vadi Pansiyon'],
  ['kebapçı halil', 'Usta Kebapçı Halil'],
  ['halil usta kebapçısı', 'Usta Kebapçı Halil'],
  ['pideci murat', 'Murat Pide Salonu'],
  ['murat pidecisi', 'Murat Pide Salonu'],
  ['gölbaşı pidecileri', 'Murat Pide Salonu'],
  ['kervansaray oteli', 'Nemrut Kervansaray Otel'],
  ['kervansaray otelleri', 'Nemrut Kervansaray Otel'],
  ['selin kuaförü', 'Selin Kuaför Salonu'],
  ['besnideki kuaförler', 'Selin Kuaför Salonu'],
  ['kemal lastikçisi', 'Kemal Lastikçi'],
  ['lastikçiler gölbaşı', 'Kemal Lastikçi'],
  ['balık restoranları samsat', 'Baraj Balık Restoranı'],
  ['baraj balıkçısı', 'Baraj Balık Restoranı'],
  ['ışık kırtasiyesi', 'Işık Kırtasiye'],
  ['perre dişçi', 'Perre Diş Kliniği'],
  // compounds
  ['yeşilvadi', 'Yeşil Vadi Pansiyon'],
  ['yesilvadi pansiyon', 'Yeşil Vadi Pansiyon'],
  ['yeşil vadi', 'Yeşil Vadi Pansiyon'],
  ['çiğ köfte ömer', 'Ömer Usta Çiğköftecisi'],
  ['ömer usta çiğköfte', 'Ömer Usta Çiğköftecisi'],
  ['cig kofteci omer', 'Ömer Usta Çiğköftecisi'],
  ['ipekyolu', 'İpek Yolu Oto Yıkama'],
  ['otoyıkama tut', 'İpek Yolu Oto Yıkama'],
  ['Şehr-i Zor', 'Şehr-i Zor Hediyelik Eşya'],
  ['şehri zor', 'Şehr-i Zor Hediyelik Eşya'],
  ['sehrizor hediyelik', 'Şehr-i Zor Hediyelik Eşya'],
  // typos
  ['kuafr selin', 'Selin Kuaför Salonu'],
  ['selin kuafor salnu', 'Selin Kuaför Salonu'],
  ['yeşil vadi pansyon', 'Yeşil Vadi Pansiyon'],
  ['kervansray', 'Nemrut Kervansaray Otel'],
  ['kervansarai otel', 'Nemrut Kervansaray Otel'],
  ['kırtasye çelikhan', 'Işık Kırtasiye'],
  ['baraj balık restorant', 'Baraj Balık Restoranı'],
  ['cendere köprsü', 'Cendere Köprüsü Tur Rehberi'],
  ['kahvlti sabah', 'Sabah Kahvaltı Evi'],
  ['anatolya butik', 'Anatolia Boutique Hotel'],
  // English
  ['pharmacy şifa', 'Şifa Eczanesi'],
  ['sifa pharmacy', 'Şifa Eczanesi'],
  ['breakfast', 'Sabah Kahvaltı Evi'],
  ['breakfast merkez', 'Sabah Kahvaltı Evi'],
  ['kebab halil', 'Usta Kebapçı Halil'],
  ['kervansaray hotel', 'Nemrut Kervansaray Otel'],
  ['dentist perre', 'Perre Diş Kliniği'],
  ['fish restaurant samsat', 'Baraj Balık Restoranı'],
  ['cendere bridge tour', 'Cendere Köprüsü Tur Rehberi'],
  ['car wash tut', 'İpek Yolu Oto Yıkama'],
  ['souvenir samsat', 'Şehr-i Zor Hediyelik Eşya'],
  ['boutique hotel', 'Anatolia Boutique Hotel'],
  // alternative spellings
  ['Nemrud kervansaray', 'Nemrut Kervansaray Otel'],
  ['nemrud hotel kervansaray', 'Nemrut Kervansaray Otel'],
  ['Kahte pansiyon yeşil', 'Yeşil Vadi Pansiyon'],
  ['cendere koprusu', 'Cendere Köprüsü Tur Rehberi'],
];

const t = withTestDb({ seed: true });

beforeAll(async () => {
  for (const [i, place] of PLACES.entries()) {
    await t.db
      .insertInto('businesses')
      .values({
        ...place,
        address: `Cumhuriyet Caddesi No:${i + 1}, ${place.district}/Adıyaman`,
        rating: 3,
        status: 'approved',
      })
      .execute();
  }
});

describe('forgiving search: each query finds its business in the first three', () => {
  itFindsEachInTheFirstThree(QUERIES, 60, () => t.db);
});

describe('when nothing matches', () => {
  it('suggests the closest indexed words', async () => {
    const result = await listApprovedBusinesses(t.db, { q: 'kırtsye', limit: 3, offset: 0 });
    expect(result.total).toBe(0);
    expect(result.suggestions).toContain('kırtasiye');
  });

  it('suggests nothing for text far from every word', async () => {
    const result = await listApprovedBusinesses(t.db, { q: 'qwxzvbq', limit: 3, offset: 0 });
    expect(result).toEqual({ businesses: [], total: 0 });
  });
});

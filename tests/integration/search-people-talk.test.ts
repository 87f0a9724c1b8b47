// Search as people talk (issue 36), on the seeded directory: everyday trade words that are not in a
// listing's name, spoken spellings, extra words that relax the query instead of emptying it, and a
// tourist's English. Each query must bring its listing into the first three, on SQLite and on
// PostgreSQL alike.
import { describe, expect, it } from 'vitest';
import { listApprovedBusinesses } from '~/features/directory/businesses.server.ts';
import { DIRECTORY_MSG } from '~/features/directory/display.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { itFindsEachInTheFirstThree } from '../support/search-first-three.ts';

/** [query as typed, a seeded listing it must find in the first three]. */
const TRADE_WORDS: [string, string][] = [
  ['avukat', 'Karakuş Hukuk Bürosu'],
  ['avukat gerger', 'Doğan Hukuk Bürosu'],
  ['avukatlık bürosu', 'Karakuş Hukuk Bürosu'],
  ['hukukçu', 'Doğan Hukuk Bürosu'],
  ['dişçi', 'Özgür Ağız ve Diş Sağlığı'],
  ['diş doktoru', 'Özgür Ağız ve Diş Sağlığı'],
  ['diş hekimi kahta', 'Atatürk Ağız ve Diş Sağlığı'],
  ['diş doktorları sincik', 'Nemrut Ağız ve Diş Sağlığı'],
  ['dişçiler', 'Nemrut Ağız ve Diş Sağlığı'],
  ['muhasebeci', 'Fırat Mali Müşavirlik'],
  ['muhasebeci samsat', 'Kommagene Mali Müşavirlik'],
  ['mali müşavir', 'Kommagene Mali Müşavirlik'],
  ['smmm kahta', 'Fırat Mali Müşavirlik'],
  ['lastikçi', 'Özgür Lastik'],
  ['lastikçi çelikhan', 'Fırat Lastik'],
  ['lastik tamiri', 'Fırat Lastik'],
  ['araba yıkama', 'Şahin Oto Yıkama'],
  ['araç yıkama merkez', 'Bağlar Oto Yıkama'],
  ['araba yıkamacı', 'Bağlar Oto Yıkama'],
  ['oto yıkama sincik', 'Şahin Oto Yıkama'],
  ['araba kiralama', 'Şahin Rent a Car'],
  ['araç kiralama tut', 'Gül Rent a Car'],
  ['kiralık araba', 'Gül Rent a Car'],
  ['rent a car sincik', 'Şahin Rent a Car'],
  ['ingilizce kursu', 'Kommagene Dil Okulu'],
  ['almanca kursu samsat', 'Özgür Dil Okulu'],
  ['yabancı dil kursu', 'Kommagene Dil Okulu'],
  ['dil kursu', 'Özgür Dil Okulu'],
  ['ehliyet kursu', 'Çınar Sürücü Kursu'],
  ['ehliyet', 'Fırat Sürücü Kursu'],
  ['dershane gölbaşı', 'Söğüt Kurs Merkezi'],
  ['etüt merkezi', 'Çınar Kurs Merkezi'],
  ['nakliye', 'Ayşe Hanım Nakliyat'],
  ['nakliyeci kahta', 'Çağdaş Nakliyat'],
  ['taşımacılık', 'Çağdaş Nakliyat'],
  ['evden eve nakliye', 'Ayşe Hanım Nakliyat'],
  ['döviz bürosu', 'Çağdaş Döviz'],
  ['dövizci samsat', 'Ayşe Hanım Döviz'],
  ['sigortacı', 'Öztürk Sigorta'],
  ['kasko tut', 'Fırat Sigorta'],
  ['doktor', 'Fırat Tıp Merkezi'],
  ['muayenehane çelikhan', 'Kommagene Tıp Merkezi'],
  ['poliklinik', 'Doğan Tıp Merkezi'],
  ['eczacı', 'Çınar Eczanesi'],
  ['nöbetçi eczane samsat', 'Nemrut Eczanesi'],
  ['kuaför', 'Çınar Bayan Kuaförü'],
  ['kadın kuaförü tut', 'Çınar Bayan Kuaförü'],
  ['berber samsat', 'Yıldız Erkek Berberi'],
  ['erkek kuaförü besni', 'Ünal Erkek Berberi'],
  ['tıraş', 'Ünal Erkek Berberi'],
  ['estetisyen', 'Nemrut Güzellik Salonu'],
  ['masaj salonu', 'Atatürk Spa'],
  ['hamam sincik', 'Nemrut Spa'],
  ['gelinlikçi', 'Perre Gelinlik'],
  ['düğün salonu merkez', 'Bağlar Düğün Salonu'],
  ['nikah salonu', 'Güneş Düğün Salonu'],
  ['fotoğrafçı', 'Yıldız Fotoğrafçılık'],
  ['vesikalık', 'Çınar Fotoğrafçılık'],
  ['emlakçı', 'Nemrut Emlak'],
  ['kiralık ev merkez', 'Ünal Emlak'],
  ['müteahhit', 'Karakuş İnşaat'],
  ['bilgisayarcı', 'Çağdaş Bilgisayar'],
  ['telefoncu tut', 'Şehir Bilgisayar'],
  ['teknik servis', 'Ünal Teknik Servis'],
  ['yazılımcı', 'Zeugma Yazılım'],
  ['spor salonu çelikhan', 'Doğan Spor Salonu'],
  ['fitness', 'Perre Spor Salonu'],
  ['halısaha', 'Öztürk Halı Saha'],
  ['futbol sahası gölbaşı', 'Karakuş Halı Saha'],
  ['oyun alanı', 'Bağlar Oyun Merkezi'],
  ['piknik', 'Güneş Tabiat Parkı Kafesi'],
  ['mesire yeri', 'Arsameia Tabiat Parkı Kafesi'],
  ['baraj gölü', 'Nemrut Göl Tesisleri'],
  ['şelale', 'Nemrut Kanyon Tesisleri'],
  ['ören yeri', 'Nemrut Ören Yeri Ziyaret Noktası'],
  ['müze', 'Şahin Müze Rehberlik Noktası'],
  ['tur şirketi kahta', 'Hacı Ömer Turizm'],
  ['turist rehberi', 'Yeşilyurt Rehberlik'],
  ['kebapçı', 'Işık Kebap Salonu'],
  ['ocakbaşı samsat', 'Ağaçlı Kebap Salonu'],
  ['çiğköfteci tut', 'Güneş Çiğ Köfte'],
  ['pastacı', 'Güneş Pastanesi'],
  ['tatlıcı kahta', 'Cendere Pastanesi'],
  ['esnaf lokantası', 'Doğan Lokantası'],
  ['kahveci', 'Zeugma Cafe'],
  ['konaklama kahta', 'Adıyaman Otel'],
  ['kalacak yer', 'Yıldız Otel'],
  ['misafirhane', 'Bağlar Konuk Evi'],
  ['bakkal', 'Nemrut Market'],
  ['baharatçı', 'Karakuş Kuruyemiş'],
  ['hediyelikçi', 'Işık Hediyelik Eşya'],
  ['temizlikçi besni', 'Karakuş Temizlik Hizmetleri'],
  ['tamirci kahta', 'Nemrut Tadilat'],
];

const SPOKEN_SPELLINGS: [string, string][] = [
  ['eczahane', 'Çınar Eczanesi'],
  ['eczahane kahta', 'Kâhta Çınar Eczanesi'],
  ['pastahane', 'Karakuş Pastanesi'],
  ['pastahane merkez', 'Güneş Pastanesi'],
  ['lokanta', 'Doğan Lokantası'],
  ['lokantası samsat', 'Perre Lokantası'],
  ['zeugma lokanta', 'Zeugma Lokantası'],
  ['kuvafor', 'Gül Bayan Kuaförü'],
  ['traş besni', 'Ünal Erkek Berberi'],
  ['otoyıkama', 'Bağlar Oto Yıkama'],
  ['rentacar', 'Şahin Rent a Car'],
  ['avukt', 'Karakuş Hukuk Bürosu'],
  ['muhasebci', 'Fırat Mali Müşavirlik'],
  ['çiköfte', 'Adıyaman Çiğ Köfte'],
];

const RELAXED: [string, string][] = [
  ['evden eve nakliyat tut', 'Ayşe Hanım Nakliyat'],
  ['nakliyat tut ucuz', 'Ayşe Hanım Nakliyat'],
  ['en iyi avukat sincik', 'Karakuş Hukuk Bürosu'],
  ['en iyi dişçi kahta', 'Atatürk Ağız ve Diş Sağlığı'],
  ['gerger hukuk bürosu randevu', 'Doğan Hukuk Bürosu'],
  ['çelikhan lastikçi 7/24 hizmet', 'Fırat Lastik'],
  ['yakın eczane', 'Çınar Eczanesi'],
  ['açık eczane samsat', 'Nemrut Eczanesi'],
  ['ucuz otel merkez', 'Şahin Otel'],
  ['ucuz pansiyon gölbaşı', 'Şahin Pansiyon'],
  ['temiz ucuz pansiyon sincik', 'Güneş Pansiyon'],
  ['kahta otel havuzlu', 'Adıyaman Otel'],
  ['güzel bir kebapçı samsat', 'Ağaçlı Kebap Salonu'],
  ['sürücü kursu merkez fiyatları', 'Çınar Sürücü Kursu'],
  ['rent a car tut havalimanı', 'Gül Rent a Car'],
  ['döviz bürosu samsat altın', 'Ayşe Hanım Döviz'],
  ['düğün salonu çelikhan kapasite', 'Güneş Düğün Salonu'],
  ['spor salonu merkez aylık üyelik', 'Perre Spor Salonu'],
  ['halı saha tut kiralama', 'Öztürk Halı Saha'],
  ['kuaför tut gelin başı', 'Çınar Bayan Kuaförü'],
  ['berber samsat sakal', 'Yıldız Erkek Berberi'],
  ['mali müşavir kahta şirket kuruluşu', 'Fırat Mali Müşavirlik'],
  ['oto yıkama sincik iç dış', 'Şahin Oto Yıkama'],
  ['xyzqw avukat', 'Karakuş Hukuk Bürosu'],
  ['dil okulu samsat qwvx', 'Özgür Dil Okulu'],
  ['nakliyat sincik', 'Çağdaş Nakliyat'],
];

const ENGLISH: [string, string][] = [
  ['gym', 'Perre Spor Salonu'],
  ['gym celikhan', 'Doğan Spor Salonu'],
  ['wedding hall', 'Güneş Düğün Salonu'],
  ['wedding hall merkez', 'Bağlar Düğün Salonu'],
  ['driving school', 'Çınar Sürücü Kursu'],
  ['dentist', 'Özgür Ağız ve Diş Sağlığı'],
  ['dentist in kahta', 'Atatürk Ağız ve Diş Sağlığı'],
  ['lawyer', 'Karakuş Hukuk Bürosu'],
  ['law firm gerger', 'Doğan Hukuk Bürosu'],
  ['car rental', 'Şahin Rent a Car'],
  ['car hire tut', 'Gül Rent a Car'],
  ['pharmacy', 'Çınar Eczanesi'],
  ['pharmacy samsat', 'Nemrut Eczanesi'],
  ['bakery', 'Karakuş Pastanesi'],
  ['bakery in kahta', 'Cendere Pastanesi'],
  ['guesthouse', 'Şehir Konuk Evi'],
  ['guest house merkez', 'Bağlar Konuk Evi'],
  ['hostel', 'Şahin Pansiyon'],
  ['hotel kahta', 'Adıyaman Otel'],
  ['accountant', 'Fırat Mali Müşavirlik'],
  ['currency exchange', 'Çağdaş Döviz'],
  ['insurance', 'Öztürk Sigorta'],
  ['car wash', 'Şahin Oto Yıkama'],
  ['tyre shop', 'Özgür Lastik'],
  ['mechanic', 'Arsameia Oto Servis'],
  ['moving company', 'Çağdaş Nakliyat'],
  ['language school', 'Kommagene Dil Okulu'],
  ['english course', 'Özgür Dil Okulu'],
  ['hairdresser', 'Gül Bayan Kuaförü'],
  ['barber shop', 'Yıldız Erkek Berberi'],
  ['beauty salon', 'Bağlar Güzellik Salonu'],
  ['massage', 'Karakuş Spa'],
  ['bridal shop', 'Arsameia Gelinlik'],
  ['photographer', 'Yıldız Fotoğrafçılık'],
  ['real estate', 'Gül Emlak'],
  ['construction company', 'Bağlar İnşaat'],
  ['computer shop', 'Doğan Bilgisayar'],
  ['phone repair', 'Şehir Bilgisayar'],
  ['football pitch', 'Karakuş Halı Saha'],
  ['playground', 'Ağaçlı Oyun Merkezi'],
  ['picnic area', 'Güneş Tabiat Parkı Kafesi'],
  ['canyon', 'Ilgaz Kanyon Tesisleri'],
  ['lake', 'Ünal Göl Tesisleri'],
  ['museum', 'Nemrut Müze Rehberlik Noktası'],
  ['ruins', 'Doğan Ören Yeri Ziyaret Noktası'],
  ['tour guide', 'Yeşilyurt Rehberlik'],
  ['tour operator', 'Gül Turizm'],
  ['coffee shop', 'Zeugma Cafe'],
  ['kebab house', 'Sincik Işık Kebap Salonu'],
  ['home cooking', 'Çınar Ev Yemekleri'],
  ['grocery', 'Yıldız Market'],
  ['souvenir shop', 'Atatürk Hediyelik Eşya'],
  ['spices', 'Cendere Kuruyemiş'],
  ['clothing store', 'Atatürk Giyim'],
  ['cleaning service', 'Atatürk Temizlik Hizmetleri'],
  ['handyman', 'Atatürk Tadilat'],
  ['best dentist', 'Özgür Ağız ve Diş Sağlığı'],
  ['cheap hotel', 'Şahin Otel'],
  ['pharmacy open now', 'Kâhta Çınar Eczanesi'],
];

const QUERIES = [...TRADE_WORDS, ...SPOKEN_SPELLINGS, ...RELAXED, ...ENGLISH];

const t = withTestDb({ seed: true });

describe('search as people talk: each query finds its listing in the first three', () => {
  itFindsEachInTheFirstThree(QUERIES, 120, () => t.db);
});

describe('extra words relax the query instead of emptying the list', () => {
  it('an unknown extra word still finds what the known words find, and says so', async () => {
    const plain = await listApprovedBusinesses(t.db, { q: 'hukuk bürosu', limit: 20, offset: 0 });
    const extra = await listApprovedBusinesses(t.db, { q: 'hukuk bürosu qwxzvbq', limit: 20, offset: 0 });
    expect(plain.relaxed).toBeUndefined();
    expect(extra.relaxed).toBe(true);
    expect(DIRECTORY_MSG.relaxed).toBe('Tüm kelimeleri içeren sonuç yok; en yakın sonuçlar');
    expect(extra.businesses.map((b) => b.name)).toEqual(plain.businesses.map((b) => b.name));
  });

  it('a district narrows the trade first, and never empties it', async () => {
    const { businesses, relaxed } = await listApprovedBusinesses(t.db, { q: 'nakliyat tut', limit: 20, offset: 0 });
    expect(relaxed).toBeUndefined();
    expect(businesses.map((b) => b.name)).toEqual(['Ayşe Hanım Nakliyat']);
    const elsewhere = await listApprovedBusinesses(t.db, { q: 'nakliyat samsat', limit: 20, offset: 0 });
    expect(elsewhere.relaxed).toBe(true);
    expect(elsewhere.businesses.map((b) => b.name).sort()).toEqual(['Ayşe Hanım Nakliyat', 'Çağdaş Nakliyat']);
  });

  it('a district alone is not what a trade query relaxes to', async () => {
    const { businesses } = await listApprovedBusinesses(t.db, { q: 'avukat samsat', limit: 20, offset: 0 });
    expect(businesses.every((b) => b.category === 'Hizmetler')).toBe(true);
  });

  it("reads 'en iyi' as the rating order and 'ucuz' as a price filter only when it leaves something", async () => {
    const best = await listApprovedBusinesses(t.db, { q: 'en iyi otel', limit: 20, offset: 0 });
    const ratings = best.businesses.map((b) => b.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const cheap = await listApprovedBusinesses(t.db, { q: 'ucuz otel', limit: 20, offset: 0 });
    expect(cheap.total).toBeGreaterThan(0);
  });
});

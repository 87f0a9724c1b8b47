// OpenStreetMap imports: texts, the attribution and the Overpass query (zod-free, pages import it).

/** What ODbL asks wherever data from OpenStreetMap shows. */
export const OSM_ATTRIBUTION = '© OpenStreetMap katkıda bulunanlar';
export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
export const OSM_LICENSE = 'ODbL-1.0';

/** The `source` of a listing made from OpenStreetMap. */
export const OSM_SOURCE = 'osm';

/** The largest file the desk takes (an Overpass answer of the province is a few megabytes). */
export const OSM_FILE_LIMIT = 30 * 1024 * 1024;

/** The desk page's query after an import: the counts (created-updated-unchanged-proposals-skipped), or the refusal. */
export const OSM_RESULT = { counts: 'sonuc', error: 'hata', decided: 'karar' } as const;

/** Reads the counts of the desk page's query; null when there are none. */
export function readResultCounts(value: string | null) {
  const parts = value?.split('-').map(Number) ?? [];
  if (parts.length !== 5 || parts.some((n) => !Number.isInteger(n) || n < 0)) return null;
  const [created, updated, unchanged, proposals, skipped] = parts as [number, number, number, number, number];
  return { created, updated, unchanged, proposals, skipped };
}

/** The two decisions on a merge proposal, as the desk's form posts them. */
export const MERGE_DECISIONS = { merge: 'birlestir', dismiss: 'yoksay' } as const;

/** Where the desk page's decision buttons post. */
export const mergeDecisionPath = (id: number, decision: keyof typeof MERGE_DECISIONS) =>
  `/api/desk/osm-merge/${id}/${MERGE_DECISIONS[decision]}`;

/** How close (metres) an OSM element and a listing with a similar name must be to be proposed as one. */
export const MERGE_DISTANCE_M = 150;

/** The Overpass query of the province's shops, amenities and tourism features (README gives it too). */
export const OVERPASS_QUERY = `[out:json][timeout:120];
area["name"="Adıyaman"]["admin_level"="4"]->.il;
(
  nwr["shop"]["name"](area.il);
  nwr["amenity"]["name"](area.il);
  nwr["tourism"]["name"](area.il);
  nwr["healthcare"]["name"](area.il);
  nwr["office"]["name"](area.il);
  nwr["craft"]["name"](area.il);
  nwr["leisure"~"fitness_centre|sports_centre|park"]["name"](area.il);
  nwr["historic"]["name"](area.il);
);
out center tags;`;

export const OSM_MSG = {
  notOsm: 'Dosya bir Overpass API JSON yanıtı veya .osm XML dosyası değil.',
  noFile: 'Bir OpenStreetMap dosyası seçin.',
  tooLarge: 'Dosya çok büyük.',
  noOverpass: 'OSM_OVERPASS_URL ayarlı değil: canlı içe aktarma kapalı, bir dosya yükleyin.',
  overpassFailed: 'Overpass API yanıt vermedi veya geçersiz yanıt verdi.',
  noName: 'adı yok',
  noCategory: 'kategorisi eşlenemedi',
  noPosition: 'konumu yok',
  title: 'OpenStreetMap içe aktarma',
  fileLabel: 'Overpass JSON yanıtı veya .osm dosyası',
  upload: 'Dosyayı içe aktar',
  fetchLive: 'Overpass API’den canlı getir',
  queryLabel: 'İlin işletmeleri için Overpass sorgusu',
  proposalsTitle: 'Birleştirme önerileri',
  notesTitle: 'Okunamayan çalışma saatleri',
  merge: 'Birleştir',
  dismiss: 'Yok say',
  noProposal: 'Bekleyen böyle bir birleştirme önerisi yok.',
  merged: 'Öneri karara bağlandı.',
  dataFrom: 'Bu işletmenin bilgilerinin bir kısmı OpenStreetMap’ten alınmıştır (ODbL):',
  intro:
    'OpenStreetMap verisinden gelen her işletme onay bekleyen bir kayıt olur; var olan bir işletmeye benzeyenler yeni kayıt yerine birleştirme önerisi olarak listelenir. Aynı dosya yeniden aktarıldığında yeni kayıt açılmaz, yalnızca kimsenin değiştirmediği alanlar güncellenir.',
} as const;

/** The one-line report of an import. */
export function importSummary(report: {
  created: number;
  updated: number;
  unchanged: number;
  proposals: number;
  skipped: number;
}): string {
  return `${report.created} yeni kayıt, ${report.updated} güncellenen, ${report.unchanged} değişmeyen, ${report.proposals} birleştirme önerisi, ${report.skipped} atlanan öğe.`;
}

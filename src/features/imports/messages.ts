import { canonicalDistrict, DISTRICTS, type DistrictName } from '~/features/listings/districts.ts';
import { csvCell } from '~/lib/csv.ts';
import { foldTr } from '~/lib/text.ts';

// Bulk import of businesses (SPEC §2 /bulk-import, §5, §8): a CSV file or a list of Google Maps links.
// Messages, limits and pure helpers; the zod schemas are in bulk-import-schema.ts (kept out of the island).

/** Columns of the CSV template, in order (SPEC §5). */
export const CSV_COLUMNS = ['name', 'address', 'phone', 'email', 'website', 'description'] as const;

/** Most data rows one CSV may hold; the whole file is imported in one transaction. */
export const CSV_MAX_ROWS = 5000;
/** Most Google Maps links one request may hold (each may ask the Places API). */
export const MAPS_MAX_URLS = 50;

export const BULK_MSG = {
  missingTitle: 'Missing Information',
  missingFile: 'Please select a file and category',
  missingUrls: 'Please enter URLs and select a category',
  uploadFailed: 'Upload Failed',
  importFailed: 'Import Failed',
  uploadFailedText: 'Upload failed',
  successTitle: 'İçe Aktarma Tamamlandı',
  successText: (imported: number, errors: number, duplicates: number) =>
    `${imported} işletme içe aktarıldı, ${errors} satırda hata, ${duplicates} tekrar eden kayıt atlandı.`,
  notCsv: 'Yalnızca CSV dosyası (.csv) yüklenebilir.',
  notUtf8: 'CSV dosyası okunamadı. Lütfen UTF-8 olarak kaydedin.',
  missingColumns: 'CSV dosyasında name ve address sütunları bulunmalıdır.',
  noRows: 'CSV dosyasında içe aktarılacak satır yok.',
  tooManyRows: `Bir dosyada en fazla ${CSV_MAX_ROWS} satır içe aktarılabilir.`,
  tooManyUrls: `Tek seferde en fazla ${MAPS_MAX_URLS} bağlantı içe aktarılabilir.`,
  csvRowMalformed: 'Satır okunamadı (sütun sayısı hatalı).',
  mapsNameMissing: 'Bağlantıdan işletme adı okunamadı; ayrıntılar için Places API anahtarı gerekli.',
  mapsFetchFailed: "Google Maps'ten veri alınırken hata oluştu",
  mapsNeedsKey:
    'Places API anahtarı tanımlı olmadığı için yalnızca bağlantıdaki ad ve konum alındı; adres ve iletişim bilgilerini onay sırasında kontrol edin.',
  duplicatesNote: 'Tekrar eden kayıtlar (aynı ad ve ilçe ya da aynı telefon) otomatik olarak atlanır.',
  placesKeyNote:
    'Google Maps bağlantılarından adres, telefon ve web sitesi bilgisi, rehberin Google Places bağlantısı açıksa alınır; değilse yalnızca ad ve konum gelir.',
  pendingNote: 'İçe aktarılan işletmeler onay bekleyenler listesine eklenir ve onaylandıktan sonra yayınlanır.',
} as const;

/** A row or link that was not imported; `row` is the file line (header = 1) or the link's position. */
export interface BulkImportError {
  row: number;
  message: string;
}

/** What both import endpoints answer. */
/** The page of the bulk import. */
export const BULK_PAGE = '/bulk-import';

export interface BulkImportResult {
  imported: number;
  errors: BulkImportError[];
  duplicates: number;
  /** Set when Maps links were read without a Places API key. */
  notice?: string;
}

/** The textarea's links: one per line, blank lines dropped. */
export function splitUrlLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The district an address names, or null: a district's own name wins over a Merkez neighbourhood
 * that canonicalDistrict also knows ('Cumhuriyet Mah. Tut' is in Tut).
 */
export function guessDistrict(address: string): DistrictName | null {
  let neighbourhood: DistrictName | null = null;
  for (const word of address.split(/[\s,/;:().-]+/)) {
    if (!word) continue;
    const district = canonicalDistrict(word);
    if (!district) continue;
    const folded = foldTr(word);
    if (DISTRICTS.some((d) => d.slug === folded || foldTr(d.name) === folded)) return district;
    neighbourhood ??= district;
  }
  return neighbourhood;
}

/** Phone digits compared for duplicates: the last 10 digits (drops +90 / 0 prefixes); null if too short. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Name-and-district key compared for duplicates (Turkish-folded, spacing collapsed). */
export function nameDistrictKey(name: string, district: string | null): string {
  return `${foldTr(name).replace(/\s+/g, ' ').trim()}|${district ?? ''}`;
}

/** The downloadable template: header plus one example row. */
export function csvTemplate(): string {
  const example = [
    'Örnek Kebap Salonu',
    'Atatürk Bulvarı No:10, Merkez/Adıyaman',
    '0416 000 00 00',
    'info@ornek.com',
    'https://ornek.com',
    'Adıyaman mutfağından kebap ve çiğ köfte.',
  ];
  return `${[CSV_COLUMNS.join(','), example.map(csvCell).join(',')].join('\r\n')}\r\n`;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referrerHost, searchTermOf, topCounts } from '~/features/analytics/analytics.server.ts';
import { growthPercent } from '~/features/analytics/messages.ts';
import { serverStatsQuerySchema } from '~/features/analytics/schema.ts';
import { CsvFileError, decodeCsv, parseCsvRows } from '~/features/imports/bulk-import.server.ts';
import {
  BULK_MSG,
  CSV_COLUMNS,
  csvTemplate,
  guessDistrict,
  nameDistrictKey,
  phoneKey,
  splitUrlLines,
} from '~/features/imports/messages.ts';
import { bulkMapsSchema } from '~/features/imports/schema.ts';

describe('splitUrlLines', () => {
  it('keeps one link per line and drops blank lines and surrounding spaces', () => {
    expect(splitUrlLines(' https://a.example \r\n\n   \nhttps://b.example\n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(splitUrlLines('\n \n')).toEqual([]);
  });
});

describe('guessDistrict', () => {
  it('finds the district in any spelling among the address words', () => {
    expect(guessDistrict('Baraj Yolu No:3, KAHTA/Adıyaman')).toBe('Kâhta');
    expect(guessDistrict('İnönü Cad. 5 Golbasi')).toBe('Gölbaşı');
    expect(guessDistrict('Atatürk Bulvarı No:10, Merkez/Adıyaman')).toBe('Merkez');
  });

  it('prefers a district over a Merkez neighbourhood name, and falls back to the neighbourhood', () => {
    expect(guessDistrict('Cumhuriyet Mah. 12. Sokak, Tut')).toBe('Tut');
    expect(guessDistrict('Altınşehir Mah. 3. Cadde')).toBe('Merkez');
  });

  it('is null when no word is a district', () => {
    expect(guessDistrict('Gazi Caddesi No 14')).toBeNull();
    expect(guessDistrict('')).toBeNull();
  });
});

describe('duplicate keys', () => {
  it('compare phones by their last ten digits and ignore short numbers', () => {
    expect(phoneKey('+90 (416) 725 11 22')).toBe(phoneKey('0416 725 11 22'));
    expect(phoneKey('112')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('compare names folded the Turkish way within the same district', () => {
    expect(nameDistrictKey('KAHTA  Göl Balık Evi', 'Kâhta')).toBe(nameDistrictKey('kâhta göl balik evi', 'Kâhta'));
    expect(nameDistrictKey('Göl Balık Evi', 'Kâhta')).not.toBe(nameDistrictKey('Göl Balık Evi', 'Merkez'));
  });
});

describe('parseCsvRows', () => {
  it('reads the template back as one valid row', () => {
    const { candidates, errors } = parseCsvRows(csvTemplate());
    expect(errors).toEqual([]);
    expect(candidates).toHaveLength(1);
    expect(candidates[0]).toMatchObject({
      row: 2,
      district: 'Merkez',
      email: 'info@ornek.com',
      website: 'https://ornek.com',
    });
    expect(csvTemplate().split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
  });

  it('accepts headers in any case and order and reports rows with a wrong field count', () => {
    const { candidates, errors } = parseCsvRows(' Address ,NAME\nBesni Çarşı No:2,Besni Lokantası\nfazla,alan,var\n');
    expect(candidates).toMatchObject([{ row: 2, name: 'Besni Lokantası', district: 'Besni' }]);
    expect(errors).toEqual([{ row: 3, message: BULK_MSG.csvRowMalformed }]);
  });

  it('rejects a file without the name and address columns', () => {
    expect(() => parseCsvRows('title,street\na,b\n')).toThrow(CsvFileError);
  });

  it('never throws anything but CsvFileError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          parseCsvRows(`name,address\n${text}`);
        } catch (error) {
          expect(error).toBeInstanceOf(CsvFileError);
        }
      }),
    );
  });
});

describe('decodeCsv', () => {
  it('drops a UTF-8 BOM and falls back to Windows-1254', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(decodeCsv(new Uint8Array([0xde, 0x69]))).toBe('Şi');
  });
});

describe('bulkMapsSchema', () => {
  it('drops blank links and needs at least one and a canonical category', () => {
    expect(bulkMapsSchema.parse({ urls: [' x ', ''], category: 'Turizm' }).urls).toEqual(['x']);
    expect(bulkMapsSchema.safeParse({ urls: ['  '], category: 'Turizm' }).success).toBe(false);
    expect(bulkMapsSchema.safeParse({ urls: ['x'], category: 'Hotels' }).success).toBe(false);
  });
});

describe('growthPercent', () => {
  it('compares the last 30 days with the 30 before', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(0, 0)).toBe(0);
    expect(growthPercent(3, 0)).toBeNull();
  });
});

describe('server-stats hours', () => {
  it('accepts integers 1..720 only', () => {
    expect(serverStatsQuerySchema.parse({ hours: '720' }).hours).toBe(720);
    expect(serverStatsQuerySchema.parse({}).hours).toBeUndefined();
    for (const hours of ['0', '721', '1e2', '3.0', ' 5'])
      expect(serverStatsQuerySchema.safeParse({ hours }).success, hours).toBe(false);
  });
});

describe('analytics helpers', () => {
  it('referrerHost keeps other sites only', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'adiyaman.example')).toBe('www.google.com');
    expect(referrerHost('https://adiyaman.example/blog', 'adiyaman.example')).toBeNull();
    expect(referrerHost('android-app://com.x', 'adiyaman.example')).toBeNull();
    expect(referrerHost('not a url', 'adiyaman.example')).toBeNull();
    expect(referrerHost(null, 'adiyaman.example')).toBeNull();
  });

  it('searchTermOf reads q of directory requests only, normalised', () => {
    expect(searchTermOf('/businesses?q=%C3%87i%C4%9F++K%C3%B6fte&district=Merkez')).toBe('çiğ köfte');
    expect(searchTermOf('/api/businesses?q=OTEL')).toBe('otel');
    expect(searchTermOf('/blog?q=otel')).toBeNull();
    expect(searchTermOf('/businesses?q=%20')).toBeNull();
    expect(searchTermOf('/businesses')).toBeNull();
  });

  it('topCounts orders by count, then by value', () => {
    expect(topCounts(['b', 'a', 'b', 'c', 'a', 'b'], 2)).toEqual([
      { value: 'b', count: 3 },
      { value: 'a', count: 2 },
    ]);
  });
});

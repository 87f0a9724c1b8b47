import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvFileError, decodeCsv, parseCsvRows } from '~/features/imports/bulk-import.server.ts';
import { BULK_MSG, CSV_COLUMNS, csvTemplate } from '~/features/imports/messages.ts';

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

import { describe, expect, it } from 'vitest';
import { addBusinessSchema } from '~/features/submissions/add-business-schema.ts';

describe('addBusinessSchema', () => {
  it('needs only name, category and address, and fills defaults', () => {
    const result = addBusinessSchema.parse({ name: 'Ab', category: 'Oteller', address: 'Merkez' });
    expect(result.email).toBe('');
    expect(result.googleAdsInterest).toBe(false);
  });

  it('rejects a one-letter name and a four-letter address with the spec messages', () => {
    const result = addBusinessSchema.safeParse({ name: 'A', category: 'Oteller', address: 'Kısa' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'İşletme adı en az 2 karakter olmalıdır',
      'Adres en az 5 karakter olmalıdır',
    ]);
  });

  it('takes as map link only a Google Maps address, with the Turkish message', () => {
    const base = { name: 'Kahta Kebap', category: 'Oteller', address: 'Merkez Mah. 1' };
    const maps = 'https://www.google.com/maps/place/Nemrut/@37.98,38.74,15z';
    expect(addBusinessSchema.parse({ ...base, googleMapsUrl: maps }).googleMapsUrl).toBe(maps);
    for (const googleMapsUrl of ['https://evil.example/maps/place/x', 'https://google.com.evil.example/maps']) {
      const result = addBusinessSchema.safeParse({ ...base, googleMapsUrl });
      expect(
        result.error?.issues.map((i) => i.message),
        googleMapsUrl,
      ).toEqual(["Geçerli bir Google Maps URL'si girin"]);
    }
  });
});

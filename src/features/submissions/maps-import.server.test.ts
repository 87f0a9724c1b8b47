import { describe, expect, it } from 'vitest';
import { categoryForPlaceTypes, parseMapsUrl } from '~/features/submissions/maps-import.server.ts';

const PLACE_URL =
  'https://www.google.com/maps/place/Nemrut+Sofras%C4%B1/@37.7636,38.2773,17z/data=!3m1!4b1!4m6!3m5!1s0x1530bc3f5a1d2c3b:0x5c7d9e1f2a3b4c5d!8m2!3d37.76412!4d38.27851!16s%2Fg%2F11c0';

describe('parseMapsUrl', () => {
  it('reads the name from /place/<name>/, decoding Turkish letters and plus signs', () => {
    expect(parseMapsUrl(PLACE_URL).name).toBe('Nemrut Sofrası');
  });

  it('prefers the place pin (!3d!4d) over the map centre (@lat,lng)', () => {
    const parsed = parseMapsUrl(PLACE_URL);
    expect(parsed.latitude).toBe(37.76412);
    expect(parsed.longitude).toBe(38.27851);
  });

  it('falls back to @lat,lng when the link has no pin', () => {
    const parsed = parseMapsUrl('https://www.google.com/maps/place/Perre+Antik+Kenti/@37.8121,38.3402,15z');
    expect(parsed).toMatchObject({ name: 'Perre Antik Kenti', latitude: 37.8121, longitude: 38.3402 });
  });

  it('turns the feature id 0x…:0x… into the decimal CID', () => {
    expect(parseMapsUrl(PLACE_URL).cid).toBe(BigInt('0x5c7d9e1f2a3b4c5d').toString());
  });

  it('reads ?cid= and place ids', () => {
    expect(parseMapsUrl('https://maps.google.com/?cid=1234567890123').cid).toBe('1234567890123');
    expect(parseMapsUrl('https://www.google.com/maps/search/?api=1&query=x&query_place_id=ChIJabc_123').placeId).toBe(
      'ChIJabc_123',
    );
    expect(parseMapsUrl('https://www.google.com/maps/place/?q=place_id:ChIJxyz-9').placeId).toBe('ChIJxyz-9');
    expect(parseMapsUrl('https://www.google.com/maps/place/?q=place_id:ChIJxyz-9').name).toBe('');
  });

  it('leaves coordinates empty when the link has none or they are out of range', () => {
    expect(parseMapsUrl('https://www.google.com/maps/place/Adıyaman').latitude).toBeNull();
    expect(parseMapsUrl('https://www.google.com/maps/@95.1,38.2,15z').latitude).toBeNull();
  });
});

describe('categoryForPlaceTypes', () => {
  it('maps the first known Google type onto our category', () => {
    expect(categoryForPlaceTypes(['point_of_interest', 'restaurant'])).toBe('Restoranlar');
    expect(categoryForPlaceTypes(['lodging'])).toBe('Oteller');
    expect(categoryForPlaceTypes(['point_of_interest'])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { isGoogleMapsUrl } from '~/features/submissions/maps-import-schema.ts';

const PLACE_URL =
  'https://www.google.com/maps/place/Nemrut+Sofras%C4%B1/@37.7636,38.2773,17z/data=!3m1!4b1!4m6!3m5!1s0x1530bc3f5a1d2c3b:0x5c7d9e1f2a3b4c5d!8m2!3d37.76412!4d38.27851!16s%2Fg%2F11c0';

describe('isGoogleMapsUrl', () => {
  it('accepts Google Maps links and short links', () => {
    for (const url of [
      PLACE_URL,
      'https://maps.google.com/?cid=1',
      'https://www.google.com.tr/maps/place/X',
      'https://maps.app.goo.gl/abc123',
      'https://goo.gl/maps/abc',
    ]) {
      expect(isGoogleMapsUrl(url), url).toBe(true);
    }
  });

  it('rejects other sites, non-map Google pages, other schemes and non-URLs', () => {
    for (const url of [
      'https://example.com/maps/place/X',
      'https://www.google.com/search?q=x',
      'javascript:alert(1)',
      'maps',
      'https://google.com.evil.example/maps',
    ]) {
      expect(isGoogleMapsUrl(url), url).toBe(false);
    }
  });
});

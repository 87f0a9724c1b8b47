import { describe, expect, it } from 'vitest';
import { DISTRICT_CENTRES } from '~/features/directory/distance.ts';
import { clusterPoints } from '~/features/map/cluster.ts';
import { formatCoordinate, insideBox, parseCoordinate } from '~/features/map/coordinates.ts';
import { mapPointOf } from '~/features/map/location.ts';
import { nearMeHref } from '~/features/map/near-me.ts';
import { mapTiles } from '~/features/map/tiles.server.ts';
import { tileOrigin } from '~/features/map/tiles.ts';

describe('clusterPoints', () => {
  it('merges points of one grid cell at their mean and keeps distant ones apart', () => {
    const clusters = clusterPoints([
      { x: 10, y: 10, item: 'a' },
      { x: 30, y: 50, item: 'b' },
      { x: 200, y: 10, item: 'c' },
    ]);
    expect(clusters).toEqual([
      { x: 20, y: 30, items: ['a', 'b'] },
      { x: 200, y: 10, items: ['c'] },
    ]);
  });
});

describe('mapPointOf', () => {
  const base = { id: 7, name: 'Kâhta Pide', district: 'Kahta', latitude: null, longitude: null };
  it('uses the coordinates when the listing has them', () => {
    expect(mapPointOf({ ...base, latitude: 37.78, longitude: 38.62 })).toMatchObject({
      approximate: false,
      lat: 37.78,
    });
  });
  it("falls back to the district's centre, marked approximate, or to nothing", () => {
    expect(mapPointOf(base)).toEqual({ id: 7, name: 'Kâhta Pide', lat: 37.7803, lng: 38.6217, approximate: true });
    expect(mapPointOf({ ...base, district: null })).toBeNull();
  });
});

describe('nearMeHref', () => {
  it('adds the position rounded to about 100 m and the distance order, keeps filters and drops the page', () => {
    expect(nearMeHref('/businesses', '?category=Restoranlar&page=3', 37.764123456, 38.2786)).toBe(
      '/businesses?category=Restoranlar&konum=37.764%2C38.279&sirala=mesafe',
    );
  });
});

describe('tiles', () => {
  it('defaults to OpenStreetMap with its attribution, and takes MAP_TILE_URL', () => {
    expect(mapTiles({}).url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(mapTiles({}).attributionUrl).toBe('https://www.openstreetmap.org/copyright');
    const own = mapTiles({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: 'Kendi' });
    expect(own).toEqual({ url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Kendi', attributionUrl: null });
    expect(tileOrigin(own.url)).toBe('http://127.0.0.1:9');
    expect(tileOrigin('ftp://x/{z}')).toBeNull();
  });
});

describe('coordinates as the owner types them', () => {
  it.each([
    ['37,7648', 37.7648],
    [' 38.2786 ', 38.2786],
    ['38', 38],
    ['', null],
    ['37,76,48', Number.NaN],
    ['1e2', Number.NaN],
    ['kırk', Number.NaN],
  ])('reads %j as %s', (text, value) => {
    expect(parseCoordinate(text)).toBe(value);
  });

  it('writes five decimals at most, with the decimal comma', () => {
    expect(formatCoordinate(37.764812345)).toBe('37,76481');
    expect(formatCoordinate(38.5)).toBe('38,5');
    expect(formatCoordinate(38)).toBe('38');
  });

  it('keeps to the province: its district centres inside; Malatya, Şanlıurfa and Diyarbakır outside', () => {
    for (const { lat, lng } of Object.values(DISTRICT_CENTRES)) {
      expect(insideBox('lat', lat) && insideBox('lng', lng)).toBe(true);
    }
    expect(insideBox('lat', 38.3553)).toBe(false);
    expect(insideBox('lat', 37.1591)).toBe(false);
    expect(insideBox('lng', 40.2)).toBe(false);
  });
});

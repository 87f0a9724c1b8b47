import { describe, expect, it } from 'vitest';
import { OsmFileError, readOsmFile } from '~/features/osm/elements.ts';

describe('readOsmFile', () => {
  it('reads an Overpass JSON answer, ways at their centre', () => {
    const text = JSON.stringify({
      elements: [
        { type: 'node', id: 1, lat: 37.76, lon: 38.27, tags: { name: 'A', shop: 'bakery' } },
        { type: 'way', id: 2, center: { lat: 37.7, lon: 38.2 }, tags: { name: 'B' } },
        { type: 'area', id: 3 },
      ],
    });
    expect(readOsmFile(text)).toEqual([
      { id: 'node/1', lat: 37.76, lon: 38.27, tags: { name: 'A', shop: 'bakery' } },
      { id: 'way/2', lat: 37.7, lon: 38.2, tags: { name: 'B' } },
    ]);
  });

  it('reads an .osm XML extract, a way at the middle of its nodes, entities decoded', () => {
    const xml = `<?xml version="1.0"?><osm version="0.6">
      <node id="1" lat="37.0" lon="38.0"/><node id="2" lat="37.2" lon="38.2"/>
      <node id="5" lat="37.5" lon="38.5"><tag k="name" v="Çay &amp; Simit"/><tag k="amenity" v="cafe"/></node>
      <way id="9"><nd ref="1"/><nd ref="2"/><tag k="name" v="Otel"/><tag k="tourism" v="hotel"/></way></osm>`;
    const elements = readOsmFile(xml);
    expect(elements.find((e) => e.id === 'node/5')?.tags.name).toBe('Çay & Simit');
    const way = elements.find((e) => e.id === 'way/9');
    expect(way?.lat).toBeCloseTo(37.1);
    expect(way?.lon).toBeCloseTo(38.1);
  });

  it('refuses anything else', () => {
    for (const text of ['{"a":1}', 'name,phone\nx,y', '{broken', '<html></html>'])
      expect(() => readOsmFile(text), text).toThrow(OsmFileError);
  });
});

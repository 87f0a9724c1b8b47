// The elements of an OpenStreetMap file: an Overpass API answer in JSON (`[out:json]`, ways and
// relations with `out center`) or an .osm XML extract (ways placed at the middle of their nodes).
import { XMLParser } from 'fast-xml-parser';
import { OSM_MSG } from '~/features/osm/messages.ts';

export interface OsmElement {
  /** 'node/123', 'way/45', 'relation/6': OSM's own address of the element. */
  id: string;
  lat: number | null;
  lon: number | null;
  tags: Record<string, string>;
}

/** A file that is neither an Overpass JSON answer nor an OSM XML extract. */
export class OsmFileError extends Error {}

const TYPES = new Set(['node', 'way', 'relation']);

const finite = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const stringTags = (tags: unknown): Record<string, string> =>
  tags && typeof tags === 'object'
    ? Object.fromEntries(Object.entries(tags).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

function readOverpassJson(value: unknown): OsmElement[] {
  const elements = (value as { elements?: unknown })?.elements;
  if (!Array.isArray(elements)) throw new OsmFileError(OSM_MSG.notOsm);
  return elements.flatMap((raw): OsmElement[] => {
    const e = raw as { type?: unknown; id?: unknown; lat?: unknown; lon?: unknown; center?: unknown; tags?: unknown };
    if (typeof e.type !== 'string' || !TYPES.has(e.type) || finite(e.id) === null) return [];
    const centre = (e.center ?? {}) as { lat?: unknown; lon?: unknown };
    return [
      {
        id: `${e.type}/${finite(e.id)}`,
        lat: finite(e.lat) ?? finite(centre.lat),
        lon: finite(e.lon) ?? finite(centre.lon),
        tags: stringTags(e.tags),
      },
    ];
  });
}

type XmlNode = Record<string, unknown>;
const listOf = (v: unknown): XmlNode[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]) as XmlNode[];

function readOsmXml(text: string): OsmElement[] {
  let doc: XmlNode;
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', processEntities: true }).parse(text);
  } catch {
    throw new OsmFileError(OSM_MSG.notOsm);
  }
  const osm = doc.osm as XmlNode | undefined;
  if (!osm || typeof osm !== 'object') throw new OsmFileError(OSM_MSG.notOsm);
  const nodePositions = new Map<string, [number, number]>();
  for (const node of listOf(osm.node)) {
    const lat = finite(node.lat);
    const lon = finite(node.lon);
    if (lat !== null && lon !== null) nodePositions.set(String(node.id), [lat, lon]);
  }
  const out: OsmElement[] = [];
  for (const type of TYPES) {
    for (const item of listOf(osm[type])) {
      if (finite(item.id) === null) continue;
      const tags = Object.fromEntries(listOf(item.tag).map((t) => [String(t.k), String(t.v)]));
      let lat = finite(item.lat);
      let lon = finite(item.lon);
      const centre = item.center as XmlNode | undefined;
      if (lat === null && centre) {
        lat = finite(centre.lat);
        lon = finite(centre.lon);
      }
      if (lat === null) {
        const placed = listOf(item.nd)
          .map((nd) => nodePositions.get(String(nd.ref)))
          .filter((p): p is [number, number] => p !== undefined);
        if (placed.length) {
          lat = placed.reduce((s, p) => s + p[0], 0) / placed.length;
          lon = placed.reduce((s, p) => s + p[1], 0) / placed.length;
        }
      }
      out.push({ id: `${type}/${finite(item.id)}`, lat, lon, tags });
    }
  }
  return out;
}

/** The elements of a file, JSON or XML by its first character; throws OsmFileError for anything else. */
export function readOsmFile(text: string): OsmElement[] {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new OsmFileError(OSM_MSG.notOsm);
    }
    return readOverpassJson(value);
  }
  if (body.startsWith('<')) return readOsmXml(body);
  throw new OsmFileError(OSM_MSG.notOsm);
}

// Mounts the maps of a page (browser only). Leaflet and its stylesheet are imported on demand, when a
// map comes near the screen, so they load on map pages only and after the list is usable.
import type * as Leaflet from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { clusterPoints } from '~/features/map/cluster.ts';
import type { MapPoint, MapWords } from '~/features/map/messages.ts';
import { businessPath } from '~/lib/paths.ts';
import { ratingModel } from '~/lib/ui/rating.ts';

export type LeafletModule = typeof Leaflet;

/** Zoom of a map showing one business, and the most a list map zooms in to fit its points. */
const SINGLE_ZOOM = 15;
const MAX_FIT_ZOOM = 15;
const MAX_ZOOM = 18;

let stylesheet: Promise<void> | undefined;

/** Leaflet's stylesheet, linked when the first map mounts (imported as CSS it would block every map page's first paint). */
function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: leafletCss });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', reject);
    document.head.append(link);
  });
  return stylesheet;
}

/** Leaflet and its stylesheet, loaded once. */
export async function loadLeaflet(): Promise<LeafletModule> {
  const [module] = await Promise.all([import('leaflet'), loadStylesheet()]);
  return (module as { default?: LeafletModule }).default ?? module;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tiles' attribution as the map's control shows it: text, linked to its licence page when known. */
export function attributionHtml(el: HTMLElement): string {
  const text = escapeHtml(el.dataset.attribution ?? '');
  const url = el.dataset.attributionUrl;
  return url ? `<a href="${escapeHtml(url)}" rel="noopener" target="_blank">${text}</a>` : text;
}

/** The words the page handed over in its language (BusinessMap.astro). */
const wordsOf = (el: HTMLElement) => JSON.parse(el.dataset.words ?? '{}') as MapWords;

function popupOf(point: MapPoint, words: MapWords): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = words.prefix + businessPath(point.id);
  if (words.prefix) link.lang = 'tr';
  link.textContent = point.name;
  box.append(link);
  const facts = [
    point.rating ? ratingModel(point.rating, words.lang).phrase : null,
    point.open === true ? words.openNow : point.open === false ? words.closedNow : null,
  ].filter((fact): fact is string => fact !== null);
  if (facts.length > 0) {
    const line = document.createElement('p');
    line.textContent = facts.join(' · ');
    box.append(line);
  }
  if (point.approximate) {
    const note = document.createElement('p');
    note.textContent = words.approximate;
    box.append(note);
  }
  return box;
}

function labelled(marker: Leaflet.Marker, label: string): Leaflet.Marker {
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('role', 'button');
    element?.setAttribute('aria-label', label);
  });
  return marker;
}

function draw(
  L: LeafletModule,
  map: Leaflet.Map,
  layer: Leaflet.LayerGroup,
  points: MapPoint[],
  words: MapWords,
): void {
  layer.clearLayers();
  const zoom = map.getZoom();
  const projected = points.map((item) => {
    const { x, y } = map.project([item.lat, item.lng], zoom);
    return { x, y, item };
  });
  // At the closest zoom nothing is merged any more: points at one address stay reachable.
  const groups =
    zoom >= map.getMaxZoom() ? projected.map(({ x, y, item }) => ({ x, y, items: [item] })) : clusterPoints(projected);
  for (const group of groups) {
    const at = map.unproject([group.x, group.y], zoom);
    const [first] = group.items;
    if (group.items.length === 1 && first) {
      const icon = L.divIcon({
        className: `map-pin${first.approximate ? ' map-pin-approximate' : ''}`,
        iconSize: [18, 18],
      });
      layer.addLayer(labelled(L.marker(at, { icon, title: first.name }).bindPopup(popupOf(first, words)), first.name));
      continue;
    }
    const count = group.items.length;
    const icon = L.divIcon({ className: 'map-cluster', html: `<span>${count}</span>`, iconSize: [38, 38] });
    const label = words.cluster.replace('{n}', String(count));
    const marker = labelled(L.marker(at, { icon, title: label }), label);
    marker.on('click', () => {
      const bounds = L.latLngBounds(group.items.map((p) => [p.lat, p.lng] as [number, number]));
      const target = Math.min(map.getBoundsZoom(bounds, false, L.point(40, 40)), map.getMaxZoom());
      map.setView(bounds.getCenter(), Math.max(target, zoom + 1));
    });
    layer.addLayer(marker);
  }
}

function mount(L: LeafletModule, el: HTMLElement): void {
  const points = JSON.parse(el.dataset.points ?? '[]') as MapPoint[];
  if (points.length === 0) return;
  const map = L.map(el, { scrollWheelZoom: false, maxZoom: MAX_ZOOM });
  map.attributionControl.setPrefix(false);
  // detectRetina: on a high-density screen, tiles of the next zoom at half size, so streets are sharp
  // (a 256 px tile stretched over 256 CSS px is blurred on a phone). Leaflet then lowers the layer's
  // maxZoom by one; one more keeps tiles at the map's closest zoom (OpenStreetMap has tiles to 19).
  L.tileLayer(el.dataset.tiles ?? '', {
    maxZoom: L.Browser.retina ? MAX_ZOOM + 1 : MAX_ZOOM,
    detectRetina: true,
    attribution: attributionHtml(el),
  }).addTo(map);
  const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
  if (points.length === 1) map.setView(bounds.getCenter(), SINGLE_ZOOM);
  else map.fitBounds(bounds, { padding: [30, 30], maxZoom: MAX_FIT_ZOOM });
  const layer = L.layerGroup().addTo(map);
  const words = wordsOf(el);
  map.on('zoomend', () => draw(L, map, layer, points, words));
  draw(L, map, layer, points, words);
  el.dataset.mapReady = 'true';
}

/** Shows every map section of the page and mounts each map once it comes near the screen. */
export function mountMaps(): void {
  for (const note of document.querySelectorAll<HTMLElement>('[data-map-note]')) note.hidden = true;
  const elements = [...document.querySelectorAll<HTMLElement>('[data-map]')];
  if (elements.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const el = entry.target as HTMLElement;
        loadLeaflet().then(
          (L) => mount(L, el),
          () => {
            el.textContent = wordsOf(el).loadFailed;
          },
        );
      }
    },
    { rootMargin: '200px' },
  );
  for (const el of elements) {
    for (let s = el.closest('[data-map-section]'); s; s = s.parentElement?.closest('[data-map-section]') ?? null) {
      s.removeAttribute('hidden');
    }
    observer.observe(el);
  }
}

// The owner's location picker (browser only): a small map with a draggable marker that fills the latitude
// and longitude fields beside it, and follows them when they are typed in. The fields stay the form: the
// map only writes into them. The marker is reachable with Tab and moved with the arrow keys.
import type * as Leaflet from 'leaflet';
import {
  ADIYAMAN_BOX,
  formatCoordinate,
  insideBox,
  LOCATION_MSG,
  parseCoordinate,
} from '~/features/map/coordinates.ts';
import { attributionHtml, type LeafletModule, loadLeaflet } from '~/features/map/map-mount.ts';

const PLACED_ZOOM = 16;
const UNPLACED_ZOOM = 12;
/** How far one arrow key press moves the marker, in screen pixels (so it suits every zoom). */
const KEY_STEP_PX = 8;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

interface Fields {
  latitude: HTMLInputElement;
  longitude: HTMLInputElement;
}

/** The position the fields hold, when both are numbers inside the province. */
function typedPosition(fields: Fields): [number, number] | null {
  const lat = parseCoordinate(fields.latitude.value);
  const lng = parseCoordinate(fields.longitude.value);
  if (lat === null || lng === null || !insideBox('lat', lat) || !insideBox('lng', lng)) return null;
  return [lat, lng];
}

/** Keeps a dragged position inside the province's box. */
const clamp = (value: number, axis: 'lat' | 'lng') =>
  Math.min(ADIYAMAN_BOX[axis].max, Math.max(ADIYAMAN_BOX[axis].min, value));

function mount(L: LeafletModule, el: HTMLElement, fields: Fields): void {
  const typed = typedPosition(fields);
  const fallback = JSON.parse(el.dataset.centre ?? '[37.7648, 38.2786]') as [number, number];
  const map = L.map(el, { scrollWheelZoom: false, maxZoom: 18 });
  map.attributionControl.setPrefix(false);
  L.tileLayer(el.dataset.tiles ?? '', { maxZoom: 18, attribution: attributionHtml(el) }).addTo(map);
  map.setView(typed ?? fallback, typed ? PLACED_ZOOM : UNPLACED_ZOOM);
  const icon = L.divIcon({ className: 'map-pin', iconSize: [22, 22] });
  const marker = L.marker(typed ?? fallback, { icon, draggable: true, keyboard: true, title: LOCATION_MSG.pinLabel });
  const write = (at: Leaflet.LatLng) => {
    const lat = clamp(at.lat, 'lat');
    const lng = clamp(at.lng, 'lng');
    marker.setLatLng([lat, lng]);
    fields.latitude.value = formatCoordinate(lat);
    fields.longitude.value = formatCoordinate(lng);
    for (const input of [fields.latitude, fields.longitude])
      input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('role', 'button');
    element?.setAttribute('aria-label', LOCATION_MSG.pinLabel);
    element?.addEventListener('keydown', (event) => {
      const step = ARROWS[event.key];
      if (!step) return;
      event.preventDefault();
      event.stopPropagation();
      const point = map
        .latLngToContainerPoint(marker.getLatLng())
        .add(L.point(step[0] * KEY_STEP_PX, step[1] * KEY_STEP_PX));
      write(map.containerPointToLatLng(point));
      if (!map.getBounds().pad(-0.1).contains(marker.getLatLng())) map.panTo(marker.getLatLng());
    });
  });
  marker.addTo(map);
  marker.on('dragend', () => write(marker.getLatLng()));
  map.on('click', (event: Leaflet.LeafletMouseEvent) => write(event.latlng));
  const follow = () => {
    const at = typedPosition(fields);
    if (!at) return;
    marker.setLatLng(at);
    map.panTo(at);
  };
  fields.latitude.addEventListener('input', follow);
  fields.longitude.addEventListener('input', follow);
  el.dataset.mapReady = 'true';
}

/** Shows each location picker of the page and mounts its map once it comes near the screen. */
export function mountLocationPickers(): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-location-picker]')) {
    const fieldset = el.closest('fieldset');
    const latitude = fieldset?.querySelector<HTMLInputElement>('input[name="latitude"]');
    const longitude = fieldset?.querySelector<HTMLInputElement>('input[name="longitude"]');
    const section = el.closest<HTMLElement>('[data-map-section]');
    if (!latitude || !longitude || !section) continue;
    section.hidden = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadLeaflet().then(
          (L) => mount(L, el, { latitude, longitude }),
          () => {
            section.hidden = true;
          },
        );
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
  }
}

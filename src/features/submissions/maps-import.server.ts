import { canonicalCategory } from '~/features/listings/categories.ts';
import type { MapsImportResult } from '~/features/submissions/maps-import-schema.ts';
import { MAPS_IMPORT_MSG } from '~/features/submissions/messages.ts';
import { type Env, placesSettings } from '~/lib/env.server.ts';

// Google Maps import (DESIGN §7): the link itself is parsed offline; with GOOGLE_MAPS_API_KEY the
// Places API (New) adds the details. GOOGLE_PLACES_BASE_URL points it elsewhere (tests use a fake).

const DEFAULT_PLACES_BASE_URL = 'https://places.googleapis.com';
const PLACES_TIMEOUT_MS = 8000;
const DETAIL_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'nationalPhoneNumber',
  'websiteUri',
  'rating',
  'location',
  'types',
  'editorialSummary',
  'googleMapsUri',
];

/** What a Google Maps link tells without asking Google. */
export interface ParsedMapsUrl {
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** Places API place id ('ChIJ…') when the link carries one. */
  placeId: string;
  /** Numeric place id (CID), from ?cid= or the second half of a '0x…:0x…' feature id. */
  cid: string;
}

function decodePart(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' ')).trim();
  } catch {
    return value.replace(/\+/g, ' ').trim();
  }
}

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Parses a Google Maps place link: name from /place/<name>/, coordinates, place id and CID. */
export function parseMapsUrl(link: string): ParsedMapsUrl {
  const url = new URL(link);
  const path = decodePart(url.pathname);
  const raw = url.pathname + url.search + url.hash;

  const placeName = /\/maps\/place\/([^/]+)/.exec(url.pathname)?.[1];
  const q = url.searchParams.get('q')?.trim() ?? '';
  const name = placeName ? decodePart(placeName) : q.startsWith('place_id:') ? '' : q;

  // The !3d!4d pair is the place itself; @lat,lng is only the map's centre.
  const pin = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(raw);
  const centre = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(path);
  const pair = pin ?? centre;
  let latitude = coordinate(pair?.[1], 90);
  let longitude = coordinate(pair?.[2], 180);
  if (latitude === null || longitude === null) latitude = longitude = null;

  const placeId =
    url.searchParams.get('query_place_id') ??
    /place_id:([A-Za-z0-9_-]+)/.exec(decodePart(url.search))?.[1] ??
    /!1s(ChIJ[A-Za-z0-9_-]+)/.exec(raw)?.[1] ??
    '';

  let cid = url.searchParams.get('cid') ?? '';
  if (!/^\d+$/.test(cid)) cid = '';
  const feature = /!1s0x[0-9a-fA-F]+(?::|%3A)0x([0-9a-fA-F]+)/.exec(raw);
  if (!cid && feature?.[1]) cid = BigInt(`0x${feature[1]}`).toString();

  return { name, latitude, longitude, placeId, cid };
}

const TYPE_CATEGORIES: [string[], string][] = [
  [['restaurant', 'cafe', 'bakery', 'meal_takeaway', 'meal_delivery', 'food', 'bar'], 'Restoranlar'],
  [['lodging', 'hotel', 'motel', 'guest_house', 'hostel'], 'Oteller'],
  [['hair_care', 'barber_shop', 'hair_salon'], 'Kuaför & Berber'],
  [['beauty_salon', 'spa', 'nail_salon'], 'Güzellik & Bakım'],
  [['hospital', 'pharmacy', 'doctor', 'dentist', 'health', 'physiotherapist'], 'Sağlık'],
  [['school', 'university', 'primary_school', 'secondary_school'], 'Eğitim'],
  [['car_repair', 'car_wash', 'car_dealer', 'gas_station'], 'Otomotiv'],
  [['museum', 'church', 'mosque', 'historical_landmark'], 'Tarihi Yerler'],
  [['park', 'natural_feature', 'national_park'], 'Doğal Alanlar'],
  [['tourist_attraction', 'travel_agency', 'car_rental'], 'Turizm'],
  [['real_estate_agency'], 'Emlak'],
  [['bank', 'atm', 'insurance_agency', 'accounting', 'finance'], 'Finans'],
  [['electronics_store', 'cell_phone_store'], 'Teknoloji'],
  [['gym', 'stadium', 'sports_club', 'amusement_park', 'bowling_alley'], 'Spor & Eğlence'],
  [['store', 'shopping_mall', 'supermarket', 'clothing_store', 'grocery_store'], 'Alışveriş'],
];

/** Our category for a list of Google place types (first that maps), or ''. */
export function categoryForPlaceTypes(types: readonly string[]): string {
  for (const type of types) {
    const match = TYPE_CATEGORIES.find(([names]) => names.includes(type));
    if (match) return canonicalCategory(match[1]) ?? '';
  }
  return '';
}

/** The subset of a Places API (New) place this import reads. */
interface Place {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  location?: { latitude?: number; longitude?: number };
  types?: string[];
  editorialSummary?: { text?: string };
  googleMapsUri?: string;
}

export class PlacesApiError extends Error {}

export interface PlacesConfig {
  apiKey: string;
  baseUrl: string;
}

/** Places settings from the environment, or null without GOOGLE_MAPS_API_KEY. */
export function placesConfigFromEnv(env?: Env): PlacesConfig | null {
  const settings = placesSettings(env);
  if (!settings) return null;
  return { apiKey: settings.apiKey, baseUrl: (settings.baseUrl ?? DEFAULT_PLACES_BASE_URL).replace(/\/+$/, '') };
}

async function placesRequest(config: PlacesConfig, path: string, fieldMask: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'X-Goog-Api-Key': config.apiKey,
        'X-Goog-FieldMask': fieldMask,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(PLACES_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlacesApiError(`Places API unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new PlacesApiError(`Places API answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new PlacesApiError('Places API answered with invalid JSON');
  }
}

/** Looks the place up: details by place id, otherwise a text search for the name near the pin. */
async function findPlace(config: PlacesConfig, parsed: ParsedMapsUrl): Promise<Place | null> {
  const query = new URLSearchParams({ languageCode: 'tr', regionCode: 'TR' });
  if (parsed.placeId) {
    return (await placesRequest(
      config,
      `/v1/places/${encodeURIComponent(parsed.placeId)}?${query}`,
      DETAIL_FIELDS.join(','),
    )) as Place;
  }
  if (!parsed.name) return null;
  const body: Record<string, unknown> = { textQuery: parsed.name, languageCode: 'tr', regionCode: 'TR', pageSize: 1 };
  if (parsed.latitude !== null && parsed.longitude !== null) {
    body.locationBias = { circle: { center: { latitude: parsed.latitude, longitude: parsed.longitude }, radius: 500 } };
  }
  const result = (await placesRequest(
    config,
    '/v1/places:searchText',
    DETAIL_FIELDS.map((f) => `places.${f}`).join(','),
    body,
  )) as { places?: Place[] };
  return result.places?.[0] ?? null;
}

const KEY_FIELDS = ['address', 'phone', 'website', 'rating', 'category', 'description'];

/**
 * Imports a place from a Google Maps link. Without a Places configuration it returns what the link
 * holds and lists the fields that need the key; with one, Places API errors throw PlacesApiError.
 */
export async function importFromMapsUrl(link: string, config: PlacesConfig | null): Promise<MapsImportResult> {
  const parsed = parseMapsUrl(link);
  const base: MapsImportResult = {
    name: parsed.name,
    address: '',
    phone: '',
    category: '',
    description: '',
    rating: null,
    website: '',
    googleMapsUrl: link,
    googlePlaceId: parsed.placeId,
    latitude: parsed.latitude,
    longitude: parsed.longitude,
    cid: parsed.cid,
    source: 'url',
    needsApiKey: KEY_FIELDS,
    notice: MAPS_IMPORT_MSG.needsKey,
  };
  if (!config) return base;

  const place = await findPlace(config, parsed);
  if (!place) throw new PlacesApiError('Place not found');
  return {
    ...base,
    name: place.displayName?.text ?? base.name,
    address: place.formattedAddress ?? '',
    phone: place.nationalPhoneNumber ?? '',
    website: place.websiteUri ?? '',
    rating: typeof place.rating === 'number' ? place.rating : null,
    category: categoryForPlaceTypes(place.types ?? []),
    description: place.editorialSummary?.text ?? '',
    googlePlaceId: place.id ?? base.googlePlaceId,
    latitude: place.location?.latitude ?? base.latitude,
    longitude: place.location?.longitude ?? base.longitude,
    source: 'places',
    needsApiKey: [],
    notice: '',
  };
}

import type { DistrictName } from '~/features/directory/districts.ts';

/** The centre of each district (its town centre): the approximate place of a listing without coordinates. */
export const DISTRICT_CENTRES: Record<DistrictName, { lat: number; lng: number }> = {
  Merkez: { lat: 37.7648, lng: 38.2786 },
  Besni: { lat: 37.6936, lng: 37.8614 },
  Çelikhan: { lat: 38.0333, lng: 38.2364 },
  Gerger: { lat: 38.0297, lng: 39.0339 },
  Gölbaşı: { lat: 37.7836, lng: 37.6392 },
  Kâhta: { lat: 37.7803, lng: 38.6217 },
  Samsat: { lat: 37.5797, lng: 38.4819 },
  Sincik: { lat: 38.0361, lng: 38.6225 },
  Tut: { lat: 37.7956, lng: 37.915 },
};

// The view model of /nobetci-eczane and /nobetci-eczane/{ilçe}: tonight's duty pharmacies, the
// pharmacies open now, each with its call and directions links and, after 'Yakınımda', its distance.
import { hoursTextIn } from '~/features/directory/business-parts-i18n.ts';
import { DISTRICT_CENTRES, distanceKm, distanceLabel } from '~/features/directory/distance.ts';
import type { LatLng } from '~/features/directory/list-options.ts';
import { DISTRICTS, type DistrictName } from '~/features/listings/districts.ts';
import { dutyMomentLabel, secondsUntilNextChange } from '~/features/pharmacies/duty-day.ts';
import { dutyPharmaciesAt, openPharmaciesAt } from '~/features/pharmacies/pharmacies.server.ts';
import { dutyMomentIn, PHARMACY_TEXT } from '~/features/pharmacies/pharmacy-i18n.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { type Lang, localizedPath } from '~/lib/i18n/langs.ts';
import { businessPath, pharmacyDistrictPath, pharmacyDoorSignPath } from '~/lib/paths.ts';
import { formatPhoneTr, phoneHref } from '~/lib/text.ts';

/** One pharmacy as a card draws it. */
export interface PharmacyCard {
  key: string;
  name: string;
  district: string;
  address: string;
  phone: string | null;
  callHref: string | null;
  directionsHref: string;
  listingHref: string | null;
  signHref: string | null;
  distance: string | null;
  note: string | null;
}

export interface PharmacyPageModel {
  title: string;
  description: string;
  district: DistrictName | null;
  windowText: string;
  stateText: string;
  groups: { district: string; href: string; cards: PharmacyCard[] }[];
  openNow: PharmacyCard[];
  districtLinks: { name: string; href: string; current: boolean }[];
  /** Seconds the render stays right: until the next 08:00 / 18:00, at most a quarter hour (opening hours move). */
  maxAgeSeconds: number;
}

interface Located {
  latitude: number | null;
  longitude: number | null;
  district: string;
  address: string;
  name: string;
}

function directionsOf(p: Located): string {
  const destination =
    p.latitude !== null && p.longitude !== null
      ? `${p.latitude},${p.longitude}`
      : `${p.name}, ${p.address}, ${p.district}, Adıyaman`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

function distanceOf(p: Located, from: LatLng | null): { km: number; label: string } | null {
  if (!from) return null;
  const own = p.latitude !== null && p.longitude !== null;
  const at = own
    ? { lat: p.latitude as number, lng: p.longitude as number }
    : DISTRICT_CENTRES[p.district as DistrictName];
  if (!at) return null;
  const km = distanceKm(from, at);
  return { km, label: distanceLabel({ km, fromDistrictCentre: !own }) };
}

const QUARTER_HOUR = 900;

/** The page's model at `now`, for all districts or one, sorted by distance when `from` is given, in a language. */
export async function pharmacyPage(
  db: Db,
  now: Date,
  district: DistrictName | null,
  from: LatLng | null,
  lang: Lang = 'tr',
): Promise<PharmacyPageModel> {
  const PHARMACY_MSG = PHARMACY_TEXT[lang];
  const here = (path: string) => localizedPath(path, lang);
  const moment = (instant: Date) => (lang === 'tr' ? dutyMomentLabel(instant) : dutyMomentIn(instant, lang));
  const [{ night, pharmacies }, open] = await Promise.all([
    dutyPharmaciesAt(db, now, district ?? undefined),
    openPharmaciesAt(db, now, district ?? undefined),
  ]);
  const card = (
    p: Located & {
      key: string;
      phone: string | null;
      businessId: number | null;
      signId: number | null;
      note: string | null;
    },
  ) => {
    const distance = distanceOf(p, from);
    return {
      sortKm: distance?.km ?? 0,
      card: {
        key: p.key,
        name: p.name,
        district: p.district,
        address: p.address,
        phone: p.phone ? formatPhoneTr(p.phone) : null,
        callHref: p.phone ? phoneHref(p.phone) : null,
        directionsHref: directionsOf(p),
        listingHref: p.businessId !== null ? here(businessPath(p.businessId)) : null,
        signHref: p.signId !== null ? pharmacyDoorSignPath(p.signId) : null,
        distance: distance?.label ?? null,
        note: p.note,
      } satisfies PharmacyCard,
    };
  };
  const sorted = <T extends { sortKm: number; card: PharmacyCard }>(list: T[]) =>
    (from ? [...list].sort((a, b) => a.sortKm - b.sortKm) : list).map((x) => x.card);
  const byDistrict = new Map<string, ReturnType<typeof card>[]>();
  for (const p of pharmacies) {
    const list = byDistrict.get(p.district) ?? [];
    list.push(card({ ...p, key: `duty-${p.id}`, signId: p.id, note: null }));
    byDistrict.set(p.district, list);
  }
  const groups = DISTRICTS.filter((d) => byDistrict.has(d.name)).map((d) => ({
    district: d.name,
    href: here(pharmacyDistrictPath(d.slug)),
    cards: sorted(byDistrict.get(d.name) ?? []),
  }));
  const openNow = sorted(
    open.map((p) =>
      card({
        ...p,
        signId: null,
        note: p.duty
          ? PHARMACY_MSG.openNowDuty
          : p.status?.today
            ? PHARMACY_MSG.openNowHours(hoursTextIn(p.status.today, lang, p.status.todayHoliday))
            : null,
      }),
    ),
  );
  return {
    title: district ? PHARMACY_MSG.districtTitle(district) : PHARMACY_MSG.title,
    description: district ? PHARMACY_MSG.districtDescription(district) : PHARMACY_MSG.description,
    district,
    windowText: PHARMACY_MSG.window(moment(night.starts), moment(night.ends)),
    stateText: night.started ? PHARMACY_MSG.dutyNow : PHARMACY_MSG.dutyTonight,
    groups,
    openNow,
    districtLinks: DISTRICTS.map((d) => ({
      name: d.name,
      href: here(pharmacyDistrictPath(d.slug)),
      current: d.name === district,
    })),
    maxAgeSeconds: Math.min(QUARTER_HOUR, secondsUntilNextChange(night, now)),
  };
}

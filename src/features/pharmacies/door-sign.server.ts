// The printable door sign of a duty pharmacy: its name, its own duty nights and a QR code (SVG, drawn on
// the server) to its district's page of tonight's duty pharmacies.
import QRCode from 'qrcode';
import { DISTRICTS } from '~/features/listings/districts.ts';
import { dutyNightAt } from '~/features/pharmacies/duty-day.ts';
import type { DutyPharmacy } from '~/features/pharmacies/messages.ts';
import { findDoorSign } from '~/features/pharmacies/pharmacies.server.ts';
import type { Db } from '~/lib/db/db.server.ts';
import { siteUrl } from '~/lib/origin.ts';
import { pharmacyDistrictPath } from '~/lib/paths.ts';

export interface DoorSign {
  pharmacy: DutyPharmacy;
  nights: string[];
  districtUrl: string;
  qrSvg: string;
}

/** The sign of a duty row's pharmacy at `now`, or null for an unknown row. */
export async function doorSignOf(db: Db, dutyId: number, now: Date): Promise<DoorSign | null> {
  // From tonight's duty night on (before 08:00 that is yesterday's date, still on duty).
  const found = await findDoorSign(db, dutyId, dutyNightAt(now).date);
  if (!found) return null;
  const slug = DISTRICTS.find((d) => d.name === found.pharmacy.district)?.slug ?? '';
  const districtUrl = siteUrl(pharmacyDistrictPath(slug));
  const qrSvg = await QRCode.toString(districtUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { ...found, districtUrl, qrSvg };
}

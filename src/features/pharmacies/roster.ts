// The chamber's weekly duty list, as the operator uploads or pastes it: one row per pharmacy and night
// (date, district, pharmacy name, phone, address), comma, semicolon or tab separated, with or without a
// header. Each row is checked on its own so a bad one is reported with its reason and the rest kept.
import Papa from 'papaparse';
import { canonicalDistrict } from '~/features/listings/districts.ts';
import { PHARMACY_MSG, type RejectedRosterRow } from '~/features/pharmacies/messages.ts';
import type { PharmacyDutyRow } from '~/lib/db/schema.ts';
import { foldTr } from '~/lib/text.ts';

/** One row of the list: the duty's columns as stored (phone: national number with its leading 0, '04162161008'). */
export interface RosterRow
  extends Pick<PharmacyDutyRow, 'dutyDate' | 'district' | 'name' | 'nameKey' | 'phone' | 'address'> {
  line: number;
}

export interface ParsedRoster {
  rows: RosterRow[];
  rejected: RejectedRosterRow[];
}

/** The name a pharmacy is matched on: folded, without 'eczanesi' / 'eczane' / 'ecz.' and punctuation. */
export function pharmacyNameKey(name: string): string {
  return foldTr(name)
    .replace(/\becz(ane(si)?)?\b\.?/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'YYYY-MM-DD' from '2026-11-26', '26.11.2026' or '26/11/2026'; null when it is no real date. */
function parseRosterDate(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const local = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : local
      ? [local[3], local[2], local[1]]
      : [undefined, undefined, undefined];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const check = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date ? null : date;
}

/** A Turkish phone number as 11 digits with its leading 0, or null. */
function parseRosterPhone(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '');
  const match = /^(?:\+?90|0)?([2-5]\d{9})$/.exec(digits);
  return match ? `0${match[1]}` : null;
}

const isHeader = (cells: string[]) => /tarih/i.test(cells[0] ?? '') && parseRosterDate(cells[0] ?? '') === null;

/** Reads a roster's text: the good rows, and each bad one with its line and Turkish reason. */
export function parseRoster(text: string): ParsedRoster {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').trim(), { skipEmptyLines: 'greedy' });
  const rows: RosterRow[] = [];
  const rejected: RejectedRosterRow[] = [];
  const seen = new Set<string>();
  let line = 0;
  for (const raw of parsed.data) {
    line++;
    const cells = raw.map((cell) => cell.trim());
    if (line === 1 && isHeader(cells)) continue;
    const refuse = (reason: string) => rejected.push({ line, text: raw.join(', '), reason });
    if (cells.length !== 5) {
      refuse(PHARMACY_MSG.badColumns);
      continue;
    }
    const [dateText = '', districtText = '', name = '', phoneText = '', address = ''] = cells;
    const dutyDate = parseRosterDate(dateText);
    const district = canonicalDistrict(districtText);
    const phone = parseRosterPhone(phoneText);
    const nameKey = pharmacyNameKey(name);
    const reason = !dutyDate
      ? PHARMACY_MSG.badDate
      : !district
        ? PHARMACY_MSG.badDistrict
        : !nameKey
          ? PHARMACY_MSG.badName
          : !phone
            ? PHARMACY_MSG.badPhone
            : !address
              ? PHARMACY_MSG.badAddress
              : null;
    if (reason || !dutyDate || !district || !phone) {
      refuse(reason ?? PHARMACY_MSG.badColumns);
      continue;
    }
    const key = `${dutyDate}|${district}|${nameKey}`;
    if (seen.has(key)) {
      refuse(PHARMACY_MSG.duplicateRow);
      continue;
    }
    seen.add(key);
    rows.push({ line, dutyDate, district, name, nameKey, phone, address });
  }
  return { rows, rejected };
}

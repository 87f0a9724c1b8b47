import { describe, expect, it } from 'vitest';
import {
  ADD_BUSINESS_DISTRICTS,
  canonicalDistrict,
  DISTRICTS,
  REGISTRATION_DISTRICTS,
} from '~/features/listings/districts.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

describe('districts', () => {
  it('has the nine canonical districts and knows every spelling the forms use', () => {
    expect(DISTRICTS).toHaveLength(9);
    for (const d of [...REGISTRATION_DISTRICTS, ...ADD_BUSINESS_DISTRICTS]) expect(canonicalDistrict(d)).not.toBeNull();
  });

  itMapsEach('maps a spelling onto its canonical district', canonicalDistrict, [
    ['Kahta', 'Kâhta'],
    ['KÂHTA', 'Kâhta'],
    ['golbasi', 'Gölbaşı'],
    ['Altınşehir', 'Merkez'],
    // Places outside the province.
    ['Kadıköy', null],
    ['', null],
  ]);
});

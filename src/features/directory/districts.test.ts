import { describe, expect, it } from 'vitest';
import {
  ADD_BUSINESS_DISTRICTS,
  canonicalDistrict,
  DISTRICTS,
  REGISTRATION_DISTRICTS,
} from '~/features/directory/districts.ts';

describe('districts', () => {
  it('maps every spelling the forms use onto the nine canonical districts', () => {
    expect(DISTRICTS).toHaveLength(9);
    for (const d of [...REGISTRATION_DISTRICTS, ...ADD_BUSINESS_DISTRICTS]) expect(canonicalDistrict(d)).not.toBeNull();
    expect(canonicalDistrict('Kahta')).toBe('Kâhta');
    expect(canonicalDistrict('KÂHTA')).toBe('Kâhta');
    expect(canonicalDistrict('golbasi')).toBe('Gölbaşı');
    expect(canonicalDistrict('Altınşehir')).toBe('Merkez');
  });

  it('rejects places outside the province', () => {
    expect(canonicalDistrict('Kadıköy')).toBeNull();
    expect(canonicalDistrict('')).toBeNull();
  });
});

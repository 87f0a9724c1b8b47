import { describe, expect, it } from 'vitest';
import {
  ADD_BUSINESS_CATEGORIES,
  canonicalCategory,
  REGISTRATION_CATEGORIES,
} from '~/features/directory/categories.ts';
import {
  ADD_BUSINESS_DISTRICTS,
  canonicalDistrict,
  DISTRICTS,
  REGISTRATION_DISTRICTS,
} from '~/features/directory/districts.ts';
import { isActiveLink } from '~/features/site/navigation.server.ts';

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

describe('categories', () => {
  it('has the 17 add-business and 15 registration categories of the spec', () => {
    expect(ADD_BUSINESS_CATEGORIES).toHaveLength(17);
    expect(REGISTRATION_CATEGORIES).toHaveLength(15);
  });

  it('maps registration labels, slugs and other spellings onto canonical names', () => {
    expect(canonicalCategory('Restaurant & Cafe')).toBe('Restoranlar');
    expect(canonicalCategory('kuafor-berber')).toBe('Kuaför & Berber');
    expect(canonicalCategory('SAĞLIK')).toBe('Sağlık');
    expect(canonicalCategory('Uzay Gemileri')).toBeNull();
  });
});

describe('navigation active link', () => {
  it("matches '/' only exactly and other links by prefix", () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/blog')).toBe(false);
    expect(isActiveLink('/blog', '/blog/nemrut')).toBe(true);
    expect(isActiveLink('/blog', '/blogger')).toBe(false);
  });
});

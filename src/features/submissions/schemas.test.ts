import { describe, expect, it } from 'vitest';
import { partnershipSchema } from '~/features/partnerships/schema.ts';
import { reviewSchema } from '~/features/reviews/schema.ts';
import { addBusinessSchema } from '~/features/submissions/add-business-schema.ts';
import { registrationSchema } from '~/features/submissions/registration-schema.ts';

describe('registrationSchema', () => {
  it('reports every empty required field with its spec message', () => {
    const result = registrationSchema.safeParse({});
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    for (const m of [
      'İşletme adı gerekli',
      'İşletme sahibi adı gerekli',
      'Geçerli bir email adresi girin',
      'Geçerli bir telefon numarası girin',
      'Kategori seçimi gerekli',
      'Adres gerekli',
      'İlçe seçimi gerekli',
      'En az 20 karakter açıklama yazın',
      'Çalışma saatleri gerekli',
      'Hizmetler gerekli',
      'Fiyat aralığı seçimi gerekli',
    ]) {
      expect(messages).toContain(m);
    }
  });
});

describe('addBusinessSchema', () => {
  it('needs only name, category and address, and fills defaults', () => {
    const result = addBusinessSchema.parse({ name: 'Ab', category: 'Oteller', address: 'Merkez' });
    expect(result.email).toBe('');
    expect(result.googleAdsInterest).toBe(false);
  });

  it('rejects a one-letter name and a four-letter address with the spec messages', () => {
    const result = addBusinessSchema.safeParse({ name: 'A', category: 'Oteller', address: 'Kısa' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'İşletme adı en az 2 karakter olmalıdır',
      'Adres en az 5 karakter olmalıdır',
    ]);
  });
});

describe('partnershipSchema', () => {
  it('turns a non-numeric years-in-business into 0', () => {
    const base = {
      businessName: 'X',
      ownerName: 'Y',
      phone: '1',
      email: 'a@b.co',
      address: 'Z',
      category: 'otel',
      partnershipType: 'local_sponsor',
      description: 'D',
    };
    expect(partnershipSchema.parse({ ...base, yearsInBusiness: 'abc' }).yearsInBusiness).toBe(0);
    expect(partnershipSchema.parse({ ...base, yearsInBusiness: '7' }).yearsInBusiness).toBe(7);
    expect(partnershipSchema.safeParse({ ...base, yearsInBusiness: -2 }).success).toBe(false);
  });
});

describe('reviewSchema', () => {
  it('takes whole ratings from 1 to 5 only', () => {
    const comment = 'Güzel bir yer, tavsiye ederim.';
    expect(reviewSchema.safeParse({ rating: 5, comment }).success).toBe(true);
    for (const rating of [0, 6, 3.5, '4']) expect(reviewSchema.safeParse({ rating, comment }).success).toBe(false);
  });
});

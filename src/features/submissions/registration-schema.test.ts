import { describe, expect, it } from 'vitest';
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

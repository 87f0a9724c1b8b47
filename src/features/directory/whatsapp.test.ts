import { describe, expect, it } from 'vitest';
import { normalizeTurkishPhone, whatsappLink } from '~/features/directory/whatsapp.ts';

describe('WhatsApp numbers', () => {
  it('normalises every common spelling to 90XXXXXXXXXX', () => {
    for (const raw of [
      '0532 123 45 67',
      '+90 532 123 45 67',
      '905321234567',
      '00905321234567',
      '532 123 45 67',
      '(0532) 123-45-67',
    ]) {
      expect(normalizeTurkishPhone(raw)).toBe('905321234567');
    }
    expect(normalizeTurkishPhone('123')).toBeNull();
  });

  it('links to wa.me with a Turkish message, using a mobile phone when no WhatsApp number is set', () => {
    const link = whatsappLink({ name: 'Nemrut Kebap', whatsappNumber: '0532 123 45 67', phone: null })!;
    expect(link.startsWith('https://wa.me/905321234567?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1]!)).toBe(
      'Merhaba, Nemrut Kebap işletmenizi Adıyaman Rehberi’nde gördüm. Bilgi almak istiyorum.',
    );
    expect(whatsappLink({ name: 'X', whatsappNumber: null, phone: '0532 000 11 22' })).toContain('wa.me/905320001122');
    expect(whatsappLink({ name: 'X', whatsappNumber: null, phone: '+90 416 216 00 00' })).toBeNull();
  });
});

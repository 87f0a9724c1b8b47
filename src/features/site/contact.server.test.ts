import { describe, expect, it } from 'vitest';
import { hasSiteContact, readSiteContact } from './contact.server.ts';

describe('the site contact channels', () => {
  it('are hidden when SITE_PHONE, SITE_WHATSAPP and SITE_EMAIL are unset or unusable', () => {
    const none = readSiteContact({});
    expect(none).toEqual({ phone: null, whatsapp: null, email: null });
    expect(hasSiteContact(none)).toBe(false);
    expect(readSiteContact({ SITE_WHATSAPP: '12', SITE_EMAIL: 'yok', SITE_PHONE: '  ' })).toEqual(none);
  });

  it('come from configuration, numbers formatted the Turkish way', () => {
    const contact = readSiteContact({
      SITE_PHONE: '0416 216 10 08',
      SITE_WHATSAPP: '0532 123 45 67',
      SITE_EMAIL: 'iletisim@adiyamanrehberi.example',
    });
    expect(contact).toEqual({
      phone: { label: '+90 416 216 10 08', href: 'tel:+904162161008' },
      whatsapp: { label: '+90 532 123 45 67', href: 'https://wa.me/905321234567' },
      email: { label: 'iletisim@adiyamanrehberi.example', href: 'mailto:iletisim@adiyamanrehberi.example' },
    });
    expect(hasSiteContact(contact)).toBe(true);
  });
});

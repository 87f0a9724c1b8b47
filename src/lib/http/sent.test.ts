import { describe, expect, it } from 'vitest';
import { formLang, sentCode, sentPath } from '~/lib/http/sent.ts';

describe('sentPath', () => {
  it('puts the outcome in ?durum= on a plain page', () => {
    expect(sentPath('/admin/onay-kuyrugu', 'onaylandi')).toBe('/admin/onay-kuyrugu?durum=onaylandi');
  });
  it('keeps a page query and puts the fragment last', () => {
    expect(sentPath('/business/4?sekme=yorum', 'yorum-alindi', { anchor: 'yorum-formu' })).toBe(
      '/business/4?sekme=yorum&durum=yorum-alindi#yorum-formu',
    );
    expect(sentPath('/business/4#yorumlar', 'alindi')).toBe('/business/4?durum=alindi#yorumlar');
  });
  it('is read back by sentCode', () => {
    expect(sentCode(new URL(sentPath('/x', 'kaydedildi'), 'http://h'))).toBe('kaydedildi');
    expect(sentCode(new URL('http://h/x'))).toBeNull();
  });
  it("sends a pre-rendered form page's post to its own confirmation", () => {
    expect(sentPath('/contact', 'gonderildi')).toBe('/contact/sent');
  });
  it('is in the language the form was posted from; owner pages stay Turkish', () => {
    expect(sentPath('/contact', 'gonderildi', { lang: 'en' })).toBe('/en/contact/sent');
    expect(sentPath('/business/4/mesaj', 'gonderildi', { lang: 'ku' })).toBe('/ku/business/4/mesaj?durum=gonderildi');
    expect(sentPath('/hesap/giris', 'cikis-yapildi', { lang: 'en' })).toBe('/hesap/giris?durum=cikis-yapildi');
  });
});

describe('formLang', () => {
  it('takes a known language from the form and refuses any other value', () => {
    expect(formLang({ lang: 'ku' })).toBe('ku');
    expect(formLang({ lang: 'de' })).toBe('tr');
    expect(formLang({ lang: '/../admin' })).toBe('tr');
    expect(formLang(null)).toBe('tr');
  });
});

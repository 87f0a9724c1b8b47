import { describe, expect, it } from 'vitest';
import { sentCode, sentPath } from '~/lib/http/sent.ts';

describe('sentPath', () => {
  it('puts the outcome in ?durum= on a plain page', () => {
    expect(sentPath('/admin/onay-kuyrugu', 'onaylandi')).toBe('/admin/onay-kuyrugu?durum=onaylandi');
  });
  it('keeps a page query and puts the fragment last', () => {
    expect(sentPath('/business/4?sekme=yorum', 'yorum-alindi', 'yorum-formu')).toBe(
      '/business/4?sekme=yorum&durum=yorum-alindi#yorum-formu',
    );
    expect(sentPath('/business/4#yorumlar', 'alindi')).toBe('/business/4?durum=alindi#yorumlar');
  });
  it('is read back by sentCode', () => {
    expect(sentCode(new URL(sentPath('/x', 'kaydedildi'), 'http://h'))).toBe('kaydedildi');
    expect(sentCode(new URL('http://h/x'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isSecretParam, REDACTED, redactSecrets } from '~/lib/http/redact-secrets.ts';

describe('redactSecrets', () => {
  it('masks the token of an account link and keeps the rest of the path and query', () => {
    expect(redactSecrets('/hesap/sifre-sifirla?token=Zx9_live-Token&durum=x')).toBe(
      `/hesap/sifre-sifirla?token=${REDACTED}&durum=x`,
    );
    expect(redactSecrets('https://rehber.example/hesap/dogrula?durum=1&token=abc#son')).toBe(
      `https://rehber.example/hesap/dogrula?durum=1&token=${REDACTED}#son`,
    );
  });

  it('masks codes, keys, signatures and session ids whatever their spelling', () => {
    const masked = redactSecrets('/x?code=123456&api_key=k&X-Amz-Signature=s&session_id=cs_1&access_token=t&q=kebap');
    expect(masked).toBe(
      `/x?code=${REDACTED}&api_key=${REDACTED}&X-Amz-Signature=${REDACTED}&session_id=${REDACTED}&access_token=${REDACTED}&q=kebap`,
    );
  });

  it('masks every link of a mail body, in plain text and in HTML with &amp;', () => {
    const text = 'Yeni şifre belirle: https://r.example/hesap/sifre-sifirla?token=AAA\n\nSaygılarımızla';
    expect(redactSecrets(text)).toBe(
      `Yeni şifre belirle: https://r.example/hesap/sifre-sifirla?token=${REDACTED}\n\nSaygılarımızla`,
    );
    const html = '<a href="https://r.example/hesap/dogrula?a=1&amp;token=BBB">Doğrula</a>';
    expect(redactSecrets(html)).toBe(`<a href="https://r.example/hesap/dogrula?a=1&amp;token=${REDACTED}">Doğrula</a>`);
  });

  it('leaves the site’s own filters, text without a query, and null alone', () => {
    const list = '/businesses?q=%C3%A7i%C4%9F+k%C3%B6fte&kategori=Restoranlar&ilce=K%C3%A2hta&sayfa=2';
    expect(redactSecrets(list)).toBe(list);
    expect(redactSecrets('Merhaba, toplantı saat 10=11 arası.')).toBe('Merhaba, toplantı saat 10=11 arası.');
    expect(redactSecrets(null)).toBeNull();
    expect(['q', 'durum', 'sayfa', 'kategori', 'next', 'cid'].some(isSecretParam)).toBe(false);
  });

  it('masks the visitor’s position (Yakınımda) however rounded, keeping the sort', () => {
    expect(redactSecrets('/businesses?category=Restoranlar&konum=37.780%2C38.622&sirala=mesafe')).toBe(
      `/businesses?category=Restoranlar&konum=${REDACTED}&sirala=mesafe`,
    );
    expect(isSecretParam('konum')).toBe(true);
  });
});

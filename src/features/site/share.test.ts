import { describe, expect, it } from 'vitest';
import {
  absoluteShareUrl,
  clampShareMessage,
  dialogShareText,
  networkShareUrl,
  popupFeatures,
  SHARE_MESSAGE_TYPES,
  SHARE_NETWORKS,
  shareMessageLength,
  shareTitle,
} from '~/features/site/share.ts';

describe('share texts', () => {
  it("builds '{business} - {title} | {site}' and '{title} | {site}'", () => {
    expect(shareTitle('Kebap Salonu', 'Nemrut Kebap')).toBe('Nemrut Kebap - Kebap Salonu | Adıyaman Rehberi');
    expect(shareTitle('Blog')).toBe('Blog | Adıyaman Rehberi');
  });

  it('prefixes relative URLs with the origin and keeps absolute ones', () => {
    expect(absoluteShareUrl('/business/5', 'https://ornek.com')).toBe('https://ornek.com/business/5');
    expect(absoluteShareUrl('https://baska.com/x', 'https://ornek.com')).toBe('https://baska.com/x');
  });

  it('caps the custom message at 500 characters, counting Turkish letters once', () => {
    const long = 'ş'.repeat(600);
    expect(shareMessageLength(clampShareMessage(long))).toBe(500);
    expect(shareMessageLength('çğış')).toBe(4);
  });

  it('uses the custom message when given, else the chosen type', () => {
    expect(SHARE_MESSAGE_TYPES.map((t) => t.id)).toEqual(['recommendation', 'review', 'visit', 'discovery']);
    expect(dialogShareText('visit', 'Nemrut Kebap', '  ')).toContain('Nemrut Kebap');
    expect(dialogShareText('visit', 'Nemrut Kebap', 'Harika!')).toBe('Harika!');
  });

  it('builds network URLs with the text and URL encoded', () => {
    const url = 'https://ornek.com/business/5';
    expect(networkShareUrl('whatsapp', url, 'Çok iyi')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Çok iyi ${url}`)}`,
    );
    expect(networkShareUrl('facebook', url, 'a')).toContain(`u=${encodeURIComponent(url)}`);
    expect(networkShareUrl('twitter', url, 'a b')).toContain('text=a%20b');
    expect(networkShareUrl('telegram', url, 'a')).toMatch(/^https:\/\/t\.me\/share\/url\?url=/);
  });

  it('opens 600×400 popups and lists high networks before medium ones', () => {
    expect(popupFeatures(1600, 1000)).toBe('width=600,height=400,left=500,top=300');
    expect(SHARE_NETWORKS.filter((n) => n.relevance === 'high').map((n) => n.id)).toEqual([
      'whatsapp',
      'facebook',
      'instagram',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { guessDistrict, nameDistrictKey, phoneKey, splitUrlLines } from '~/features/imports/messages.ts';

describe('splitUrlLines', () => {
  it('keeps one link per line and drops blank lines and surrounding spaces', () => {
    expect(splitUrlLines(' https://a.example \r\n\n   \nhttps://b.example\n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(splitUrlLines('\n \n')).toEqual([]);
  });
});

describe('guessDistrict', () => {
  it('finds the district in any spelling among the address words', () => {
    expect(guessDistrict('Baraj Yolu No:3, KAHTA/Adıyaman')).toBe('Kâhta');
    expect(guessDistrict('İnönü Cad. 5 Golbasi')).toBe('Gölbaşı');
    expect(guessDistrict('Atatürk Bulvarı No:10, Merkez/Adıyaman')).toBe('Merkez');
  });

  it('prefers a district over a Merkez neighbourhood name, and falls back to the neighbourhood', () => {
    expect(guessDistrict('Cumhuriyet Mah. 12. Sokak, Tut')).toBe('Tut');
    expect(guessDistrict('Altınşehir Mah. 3. Cadde')).toBe('Merkez');
  });

  it('is null when no word is a district', () => {
    expect(guessDistrict('Gazi Caddesi No 14')).toBeNull();
    expect(guessDistrict('')).toBeNull();
  });
});

describe('duplicate keys', () => {
  it('compare phones by their last ten digits and ignore short numbers', () => {
    expect(phoneKey('+90 (416) 725 11 22')).toBe(phoneKey('0416 725 11 22'));
    expect(phoneKey('112')).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it('compare names folded the Turkish way within the same district', () => {
    expect(nameDistrictKey('KAHTA  Göl Balık Evi', 'Kâhta')).toBe(nameDistrictKey('kâhta göl balik evi', 'Kâhta'));
    expect(nameDistrictKey('Göl Balık Evi', 'Kâhta')).not.toBe(nameDistrictKey('Göl Balık Evi', 'Merkez'));
  });
});

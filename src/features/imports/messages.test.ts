import { describe, expect, it } from 'vitest';
import { guessDistrict, nameDistrictKey, phoneKey, splitUrlLines } from '~/features/imports/messages.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

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
  itMapsEach('finds the district among the address words', guessDistrict, [
    // The district in any spelling among the address words.
    ['Baraj Yolu No:3, KAHTA/Adıyaman', 'Kâhta'],
    ['İnönü Cad. 5 Golbasi', 'Gölbaşı'],
    ['Atatürk Bulvarı No:10, Merkez/Adıyaman', 'Merkez'],
    // A district before a Merkez neighbourhood name, and the neighbourhood when there is no district.
    ['Cumhuriyet Mah. 12. Sokak, Tut', 'Tut'],
    ['Altınşehir Mah. 3. Cadde', 'Merkez'],
    // No word is a district.
    ['Gazi Caddesi No 14', null],
    ['', null],
  ]);
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

import { describe, expect, it } from 'vitest';
import { foldTr, formatDateTr, formatLira, readingMinutes, readingTimeLabel, slugify, trCollator } from '~/lib/text.ts';

describe('foldTr', () => {
  it('folds Turkish letters and case the same way for every spelling', () => {
    expect(foldTr('Kâhta')).toBe('kahta');
    expect(foldTr('KÂHTA')).toBe('kahta');
    expect(foldTr('ADIYAMAN')).toBe('adiyaman');
    expect(foldTr('Adıyaman')).toBe('adiyaman');
    expect(foldTr('Çiğ Köfte')).toBe('cig kofte');
    expect(foldTr('Gölbaşı')).toBe('golbasi');
    expect(foldTr('İSTANBUL')).toBe('istanbul');
    expect(foldTr('İNCİ')).toBe('inci');
    expect(foldTr('kahta')).toBe(foldTr('KÂHTA'));
    expect(foldTr('ÜŞÜTME')).toBe('usutme');
  });
});

describe('slugify', () => {
  it('lower-cases, folds Turkish letters and joins words with single hyphens', () => {
    expect(slugify('Nemrut Dağı’nda Gün Doğumu')).toBe('nemrut-daginda-gun-dogumu');
    expect(slugify('  Çiğ   Köfte -- Şöleni!  ')).toBe('cig-kofte-soleni');
    expect(slugify('İĞNE ve IŞIK 2026')).toBe('igne-ve-isik-2026');
  });

  it('produces only lowercase letters, digits and hyphens', () => {
    expect(slugify('a/b\\c?d#e&f')).toMatch(/^[a-z0-9-]*$/);
  });
});

describe('reading time', () => {
  it('is words / 200 rounded up, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(200).fill('kelime').join(' '))).toBe(1);
    expect(readingMinutes(Array(201).fill('kelime').join(' '))).toBe(2);
    expect(readingTimeLabel(`<p>${Array(401).fill('söz').join(' ')}</p>`)).toBe('3 dk okuma');
  });
});

describe('formatting', () => {
  it('writes Turkish long dates in Istanbul time', () => {
    expect(formatDateTr('2026-11-21T12:00:00Z')).toBe('21 Kasım 2026');
    expect(formatDateTr('2026-02-28T22:30:00Z')).toBe('1 Mart 2026');
  });

  it('formats lira with Turkish separators', () => {
    expect(formatLira(1250)).toBe('₺1.250');
    expect(formatLira(12.5)).toBe('₺12,50');
  });

  it('sorts in Turkish alphabetical order', () => {
    const names = ['Çiçek', 'Cami', 'Işık', 'İpek', 'Oya', 'Ömer'];
    expect([...names].sort(trCollator.compare)).toEqual(['Cami', 'Çiçek', 'Işık', 'İpek', 'Oya', 'Ömer']);
  });
});

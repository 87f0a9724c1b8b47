import { describe, expect, it } from 'vitest';
import { csvCell, csvCellValue } from '~/lib/csv.ts';
import { itMapsEach } from '../../tests/support/each.ts';

describe('csvCell', () => {
  itMapsEach('puts a quote mark before every cell a spreadsheet would run as a formula', csvCell, [
    ['=HYPERLINK("http://kotu.example","Tıkla")', '"\'=HYPERLINK(""http://kotu.example"",""Tıkla"")"'],
    ['+90 416 123 45 67', "'+90 416 123 45 67"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
  ]);

  itMapsEach('leaves ordinary text as it is, quoting only commas, quotes and line breaks', csvCell, [
    ['Kâhta Kebap Salonu', 'Kâhta Kebap Salonu'],
    ['Atatürk Bulvarı No: 5, Merkez', '"Atatürk Bulvarı No: 5, Merkez"'],
    ['a=b', 'a=b'],
    ['', ''],
  ]);

  it('reads a neutralised cell back as written, and leaves other quote marks alone', () => {
    for (const value of ['=1+1', '+90 416 123 45 67', '-5', '@ad', '\tx', 'düz metin'])
      expect(csvCellValue(csvCell(value).replace(/^"|"$/g, ''))).toBe(value);
    expect(csvCellValue("'Sabah' Kahvaltı")).toBe("'Sabah' Kahvaltı");
  });
});

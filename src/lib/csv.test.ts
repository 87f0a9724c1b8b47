import { describe, expect, it } from 'vitest';
import { csvCell, csvCellValue } from '~/lib/csv.ts';

describe('csvCell', () => {
  it('puts a quote mark before every cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://kotu.example","Tıkla")')).toBe(
      '"\'=HYPERLINK(""http://kotu.example"",""Tıkla"")"',
    );
    expect(csvCell('+90 416 123 45 67')).toBe("'+90 416 123 45 67");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('@SUM(1+1)')).toBe("'@SUM(1+1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
  });

  it('leaves ordinary text as it is, quoting only commas, quotes and line breaks', () => {
    expect(csvCell('Kâhta Kebap Salonu')).toBe('Kâhta Kebap Salonu');
    expect(csvCell('Atatürk Bulvarı No: 5, Merkez')).toBe('"Atatürk Bulvarı No: 5, Merkez"');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
  });

  it('reads a neutralised cell back as written, and leaves other quote marks alone', () => {
    for (const value of ['=1+1', '+90 416 123 45 67', '-5', '@ad', '\tx', 'düz metin'])
      expect(csvCellValue(csvCell(value).replace(/^"|"$/g, ''))).toBe(value);
    expect(csvCellValue("'Sabah' Kahvaltı")).toBe("'Sabah' Kahvaltı");
  });
});

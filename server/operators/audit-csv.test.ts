import { describe, expect, it } from 'vitest';
import { csvCell } from './audit-csv';

describe('the audit export’s cells', () => {
  it('defuses a cell a spreadsheet would run as a formula', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${lead}cmd|' /C calc'!A0`)).toBe(`"'${lead}cmd|' /C calc'!A0"`);
    }
    expect(csvCell('plain')).toBe('"plain"');
  });

  it('quotes every cell and doubles inner quotes; objects as JSON, nothing as empty', () => {
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });
});

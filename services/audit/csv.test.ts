import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.js';

describe('audit CSV cells', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines', 7, null])).toBe('"a,b","say ""hi""","two\nlines",7,\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, and leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+971 50')).toBe("'+971 50");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('نورة')).toBe('نورة');
  });
});

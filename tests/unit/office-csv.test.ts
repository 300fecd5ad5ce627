import { CSV_BOM, csvCell, csvFileName, toCsv } from '@/lib/office/csv';
import { searchWithSort, sortFromSearch } from '@/lib/office/list-sort';
import { readEveryPage } from '@/lib/office/read-every-page';

describe('the office CSV writer', () => {
  it('leaves plain text and numbers alone, and empty cells empty', () => {
    expect(csvCell('Иван Петров')).toBe('Иван Петров');
    expect(csvCell(1500)).toBe('1500');
    expect(csvCell(-20.5)).toBe('-20.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it('stops formulas: text starting with = + - @ (or a tab, a CR) gets a leading quote', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+7 700 000 00 00')).toBe("'+7 700 000 00 00");
    expect(csvCell('-1,000.00 ₽')).toBe(`"'-1,000.00 ₽"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    // A number is data, not a formula.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a file: the UTF-8 BOM, then rows ended by CRLF', () => {
    const text = toCsv([
      ['Игрок', 'Сумма'],
      ['Иван, 1', 1500],
      ['', null],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe('\uFEFFИгрок,Сумма\r\n"Иван, 1",1500\r\n,\r\n');
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('names the file after the list and the local day', () => {
    expect(csvFileName('audit', new Date(2026, 0, 5, 23, 59))).toBe('audit-2026-01-05.csv');
  });
});

describe('reading every page for an export', () => {
  it('follows the cursor to the last page', async () => {
    const pages: Record<string, { rows: number[]; next: number | null }> = {
      first: { rows: [1, 2], next: 2 },
      '2': { rows: [3, 4], next: 4 },
      '4': { rows: [5], next: null },
    };
    const asked: (number | undefined)[] = [];
    const rows = await readEveryPage(async (cursor: number | undefined) => {
      asked.push(cursor);
      return pages[cursor ?? 'first']!;
    });
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([undefined, 2, 4]);
  });

  it('stops once past the limit, so the caller can tell the file was cut', async () => {
    let calls = 0;
    const rows = await readEveryPage(async (cursor: number | undefined) => {
      calls += 1;
      return { rows: [1, 2, 3], next: (cursor ?? 0) + 1 };
    }, 6);
    expect(rows).toHaveLength(9);
    expect(calls).toBe(3);
  });

  it('stops when a page names itself as the next one', async () => {
    const rows = await readEveryPage(async (cursor: number | undefined) => ({
      rows: [cursor ?? 0],
      next: 1,
    }));
    expect(rows).toEqual([0, 1]);
  });
});

describe('a list order in the address', () => {
  it('reads ?sort=field and ?sort=-field, only for known fields', () => {
    const fields = ['name', 'role'] as const;
    expect(sortFromSearch('?sort=name', fields)).toEqual({ field: 'name', direction: 'asc' });
    expect(sortFromSearch('?x=1&sort=-role', fields)).toEqual({ field: 'role', direction: 'desc' });
    expect(sortFromSearch('?sort=password', fields)).toBeNull();
    expect(sortFromSearch('', fields)).toBeNull();
  });

  it('writes it beside the other parameters', () => {
    expect(searchWithSort('?status=open', { field: 'name', direction: 'desc' })).toBe(
      '?status=open&sort=-name',
    );
    expect(searchWithSort('?sort=name', null)).toBe('');
  });
});

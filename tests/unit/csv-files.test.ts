import { describe, expect, it } from 'vitest';
import { csvStream, istDateTime, rupeesText, undefused } from '#server/lib/csv-files.js';

/** The CSV writing of the owner's spreadsheets (decision 0012), cell by cell. */
async function csvOf(pages: string[][][]): Promise<Buffer> {
  const readPage = async (cursor: number | undefined) => {
    const index = cursor ?? 0;
    return { rows: pages[index] ?? [], next: index + 1 < pages.length ? index + 1 : undefined };
  };
  const chunks: Buffer[] = [];
  for await (const chunk of csvStream(['a', 'b'], readPage, (error) => {
    throw error;
  }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('CSV files', () => {
  it('starts with a byte-order mark and the header, and ends each line CRLF', async () => {
    const bytes = await csvOf([[['1', '2']], [['3', '4']]]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('a,b\r\n1,2\r\n3,4\r\n');
  });

  it('quotes cells holding commas, quotes and line breaks, and keeps Hindi and ₹ as written', async () => {
    const text = (
      await csvOf([
        [
          ['आलू, "नया"', 'line\nbreak'],
          ['₹ 40', 'cr\ronly'],
        ],
      ])
    )
      .subarray(3)
      .toString('utf8');
    expect(text).toBe('a,b\r\n"आलू, ""नया""","line\nbreak"\r\n₹ 40,"cr\ronly"\r\n');
  });

  it('writes a cell a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const rows = [
      ['=1+2', '+91'],
      ['-5', '@SUM(A1)'],
      ['\tTab', '\rReturn'],
      ['a=b', "'quoted"],
    ];
    const text = (await csvOf([rows])).subarray(3).toString('utf8');
    expect(text).toBe(`a,b\r\n'=1+2,'+91\r\n'-5,'@SUM(A1)\r\n'\tTab,"'\rReturn"\r\na=b,'quoted\r\n`);
  });

  it('takes the apostrophe off such a cell when it is read back, and only there', () => {
    expect(undefused("'=1+2")).toBe('=1+2');
    expect(undefused("'-5")).toBe('-5');
    expect(undefused("'\tTab")).toBe('\tTab');
    expect(undefused("'quoted")).toBe("'quoted");
    expect(undefused('plain')).toBe('plain');
  });

  it('writes the header alone when there are no rows', async () => {
    expect((await csvOf([[]])).subarray(3).toString('utf8')).toBe('a,b\r\n');
  });

  it('writes IST dates and rupees as a spreadsheet reads them', () => {
    expect(istDateTime(new Date('2026-01-10T20:00:00Z'))).toBe('2026-01-11 01:30');
    expect(istDateTime(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31 23:59');
    expect(rupeesText(4550)).toBe('45.50');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(1234500)).toBe('12345.00');
  });
});

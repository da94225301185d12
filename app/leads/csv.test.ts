// CSV cells: RFC 4180 quoting, and no cell that a spreadsheet would run as a formula.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['a=b', 'a=b'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes empty cells for missing values and plain text for numbers and booleans', () => {
    expect([null, undefined, 3, true].map(csvCell)).toEqual(['', '', '3', 'true']);
  });
});

describe('toCsv', () => {
  it('ends every record, the header too, with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', '2'],
          ['3', null],
        ],
      ),
    ).toBe('a,b\r\n1,2\r\n3,\r\n');
  });
});

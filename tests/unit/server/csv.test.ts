// The operator feed's CSV reader: quotes, commas and line breaks inside quoted fields, CRLF,
// the byte-order mark, blank lines, record line numbers, and refusals that name their line.
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from '../../../src/server/lib/csv';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv', () => {
  it('splits plain records on commas and LF or CRLF line ends', () => {
    expect(fields('a,b,c\n1,2,3\r\n4,,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '', '6'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const records = parseCsv('code,name\nA1,"Dragon, Tiger"\nA2,"The ""Big"" One"\nA3,"two\r\nlines"\nA4,""\n');
    expect(records.map((record) => record.fields)).toEqual([
      ['code', 'name'],
      ['A1', 'Dragon, Tiger'],
      ['A2', 'The "Big" One'],
      ['A3', 'two\nlines'],
      ['A4', ''],
    ]);
    // A3 starts on line 5 and spans two lines, so A4 is on line 7.
    expect(records.map((record) => record.line)).toEqual([1, 2, 3, 4, 6]);
  });

  it('ignores a UTF-8 byte-order mark and blank lines, and keeps non-ASCII text', () => {
    const records = parseCsv('\uFEFFgameCode,name_cn\n\nX1,龙虎斗\n\n');
    expect(records).toEqual([
      { line: 1, fields: ['gameCode', 'name_cn'] },
      { line: 3, fields: ['X1', '龙虎斗'] },
    ]);
    expect(records[0]?.fields[0]).toBe('gameCode');
  });

  it('keeps a record of empty fields (commas only) but not an empty line', () => {
    expect(fields('a,b\n,\n')).toEqual([
      ['a', 'b'],
      ['', ''],
    ]);
    expect(fields('')).toEqual([]);
  });

  it('refuses malformed quoting with the line it is on', () => {
    const problem = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        if (error instanceof CsvError) return error.line;
        throw error;
      }
      return null;
    };
    expect(problem('a,b\nx,ab"c\n')).toBe(2);
    expect(problem('a,b\nx,"closed"junk\n')).toBe(2);
    expect(problem('a,b\nx,y\nz,"never closed\nmore')).toBe(3);
  });
});

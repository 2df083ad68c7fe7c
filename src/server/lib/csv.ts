/**
 * A strict RFC 4180 CSV reader for operator feeds: comma-separated fields, optional double
 * quotes around a field ("" is a quote inside one), commas and line breaks allowed inside
 * quotes, CRLF or LF line ends, a UTF-8 byte-order mark ignored. Blank lines are skipped.
 * A stray quote inside an unquoted field, text after a closing quote or an unclosed quote is an
 * error naming its line, never a silent guess.
 */

export interface CsvRecord {
  /** The line the record starts on, from 1 (a quoted line break makes records span lines). */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  override name = 'CsvError';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  // A record that is only an empty unquoted field is a blank line, not a record.
  let touched = false;
  let index = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (touched || fields.length > 1) records.push({ line: start, fields });
    fields = [];
    touched = false;
  };

  while (index < input.length) {
    const char = input[index];
    if (char === '"') {
      if (field !== '') throw new CsvError(line, 'a quote inside an unquoted field');
      touched = true;
      index++;
      let closed = false;
      while (index < input.length) {
        const inner = input[index];
        if (inner === '"') {
          if (input[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          closed = true;
          index++;
          break;
        }
        if (inner === '\n') line++;
        // A CRLF inside quotes is kept as one line break.
        if (inner === '\r' && input[index + 1] === '\n') {
          field += '\n';
          line++;
          index += 2;
          continue;
        }
        field += inner;
        index++;
      }
      if (!closed) throw new CsvError(start, 'a quoted field is not closed');
      const next = input[index];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
        throw new CsvError(line, 'text after a closing quote');
      continue;
    }
    if (char === ',') {
      touched = true;
      endField();
      index++;
      continue;
    }
    if (char === '\n' || char === '\r') {
      endRecord();
      index += char === '\r' && input[index + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
      continue;
    }
    touched = true;
    field += char;
    index++;
  }
  if (touched || field !== '' || fields.length > 0) endRecord();
  return records;
}

/*
 * CSV as spreadsheets and banks write it (RFC 4180): quoted fields, doubled quotes, commas and
 * line breaks inside quotes, CRLF or LF, a UTF-8 byte-order mark. Some forty lines, so no
 * library: the import needs nothing more, and the server and the web tests' mock read alike.
 */

/** The records of a CSV text, each a list of its cells; blank lines are left out. */
export function parseCsv(text: string): { records: string[][]; unclosedQuote: boolean } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endRecord = () => {
    record.push(cell);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (source[i + 1] === '\n') i += 1;
      endRecord();
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) endRecord();
  return { records, unclosedQuote: quoted };
}

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return before one)
 * gets a leading apostrophe: a donor's name or address must never become a command in the
 * trust's spreadsheet (CSV injection).
 */
function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One CSV line (no line break): each cell guarded, and quoted when it holds , " or a line break. */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells
    .map((value) => {
      const cell = typeof value === 'number' ? String(value) : guardFormula(value);
      return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(',');
}

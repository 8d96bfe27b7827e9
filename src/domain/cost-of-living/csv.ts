/**
 * A small RFC 4180 CSV reader (quoted fields, doubled quotes, CRLF) for the fact tables and the
 * operator import files. Returns rows of strings with their 1-based line numbers so bad rows can be
 * reported by line.
 * @example parseCsv('a,b\n1,"x, y"\n') // [{ line: 1, cells: ['a','b'] }, { line: 2, cells: ['1','x, y'] }]
 */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(field);
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        field += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else field += ch;
  }
  if (field !== '' || cells.length) endRow();
  return rows;
}

/**
 * Rows as records keyed by the header row.
 * @example csvRecords('a,b\n1,2\n')[0]?.record.b // '2'
 */
export function csvRecords(text: string): Array<{ line: number; record: Record<string, string> }> {
  const [header, ...rest] = parseCsv(text);
  if (!header) return [];
  const keys = header.cells.map((k) => k.trim());
  return rest.map(({ line, cells }) => ({
    line,
    record: Object.fromEntries(keys.map((k, i) => [k, (cells[i] ?? '').trim()])),
  }));
}

/** One cell of a CSV file as written: its text, and whether it stood between double quotes. */
export interface CsvCell {
  text: string;
  quoted: boolean;
}

/**
 * A strict RFC 4180 reader (CRLF between records) that remembers how each cell was written, so a
 * test can check the quoting itself rather than only the values read back.
 */
export function parseCsvCells(csv: string): CsvCell[][] {
  const records: CsvCell[][] = [];
  let record: CsvCell[] = [];
  let index = 0;
  while (index < csv.length) {
    let cell: CsvCell;
    if (csv[index] === '"') {
      let text = '';
      index++;
      for (;;) {
        const quote = csv.indexOf('"', index);
        if (quote === -1) throw new Error('unterminated quoted cell');
        text += csv.slice(index, quote);
        index = quote + 1;
        if (csv[index] !== '"') break;
        text += '"';
        index++;
      }
      cell = { text, quoted: true };
    } else {
      const end = csv.slice(index).search(/,|\r\n/);
      const stop = end === -1 ? csv.length : index + end;
      cell = { text: csv.slice(index, stop), quoted: false };
      index = stop;
    }
    record.push(cell);
    if (csv[index] === ',') {
      index++;
    } else if (csv.startsWith('\r\n', index) || index >= csv.length) {
      records.push(record);
      record = [];
      index += 2;
    } else {
      throw new Error(`unexpected ${JSON.stringify(csv[index])} after a cell at ${index}`);
    }
  }
  return records;
}

/** The lines of a cell's text, split where a spreadsheet could start a new one. */
export const cellLines = (text: string) => text.split(/\r\n|\n|\r/);

/** What a spreadsheet would run as a formula at the start of a line. */
export const FORMULA_CHARACTERS = ['=', '+', '-', '@', '\t', '\r'];

/** A CSV body as its bytes say, keeping a byte-order mark that `Response.text()` would drop. */
export async function csvText(body: Response | ReadableStream<Uint8Array>): Promise<string> {
  const bytes = await (body instanceof Response ? body : new Response(body)).arrayBuffer();
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

/**
 * Reading and writing CSV text with papaparse (RFC 4180 quoting, a BOM, `,` `;` or tab delimiters,
 * CRLF), imported on demand so that it is a chunk of its own that only an import or an export loads.
 * A file is read in chunks (papaparse's `chunk` mode reads the File piece by piece), so a large file
 * never blocks the page in one go.
 */

/** Why a file could not be read: empty, not CSV text, or a parser error (its line, its message). */
export class CsvFileError extends Error {
  override readonly name = 'CsvFileError';
  constructor(
    readonly reason: 'empty' | 'not-csv' | 'unreadable',
    readonly detail = '',
  ) {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

export interface CsvTable {
  headers: string[];
  /** Rows without the header, each a list of cells (a blank row is skipped). */
  rows: string[][];
}

const loadPapa = () =>
  import('papaparse').then(
    (module) => (module as unknown as { default: typeof import('papaparse') }).default ?? module,
  );

// Spreadsheet and MLS exports come with many types (or none); anything that says binary does not pass.
const TEXT_TYPES = /^(text\/|application\/(csv|vnd\.ms-excel|octet-stream)$|$)/;

/** Parses a CSV file (or text) into a header and rows. Throws `CsvFileError`. */
export async function readCsv(source: File | string, signal?: AbortSignal): Promise<CsvTable> {
  if (typeof source !== 'string') {
    if (source.size === 0) throw new CsvFileError('empty');
    const named = /\.(csv|txt|tsv)$/i.test(source.name);
    if (!named && !TEXT_TYPES.test(source.type)) throw new CsvFileError('not-csv', source.type);
    // NUL bytes do not occur in text: a spreadsheet's .xlsx or a picture renamed .csv.
    const head = new Uint8Array(await source.slice(0, 4096).arrayBuffer());
    if (head.includes(0)) throw new CsvFileError('not-csv', source.type);
  }
  const Papa = await loadPapa();
  const rows: string[][] = [];
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(source as File, {
      skipEmptyLines: 'greedy',
      delimitersToGuess: [',', ';', '\t', '|'],
      // Small pieces: each is parsed in one task, so the page answers between them.
      chunkSize: 64 * 1024,
      chunk: (results, parser) => {
        if (signal?.aborted) {
          parser.abort();
          return;
        }
        const broken = results.errors.find((error) => error.type === 'Quotes');
        if (broken) {
          parser.abort();
          reject(new CsvFileError('unreadable', `row ${(broken.row ?? 0) + 1}: ${broken.message}`));
          return;
        }
        for (const row of results.data) rows.push(row);
      },
      complete: () => (signal?.aborted ? reject(signal.reason) : resolve()),
      error: (error: Error) => reject(new CsvFileError('unreadable', error.message)),
    });
  });
  const [header, ...body] = rows;
  if (!header || body.length === 0) throw new CsvFileError('empty');
  const headers = header.map((cell, index) => (index === 0 ? cell.replace(/^\uFEFF/, '') : cell).trim());
  // A file with one column but a long first "header" is prose or data of another kind, not a table.
  if (headers.length < 2) throw new CsvFileError('not-csv');
  return { headers, rows: body };
}

/** CSV text of a header and rows: RFC 4180 quoting, CRLF, and a BOM so that spreadsheets read UTF-8. */
export async function writeCsv(headers: readonly string[], rows: readonly (readonly string[])[]): Promise<string> {
  const Papa = await loadPapa();
  return `\uFEFF${Papa.unparse({ fields: [...headers], data: rows.map((row) => [...row]) }, { newline: '\r\n', quotes: false })}\r\n`;
}

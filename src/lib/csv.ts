/** One CSV field: quoted when it holds a comma, quote or line break; quotes doubled (RFC 4180). */
function field(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  // A leading =, +, - or @ would run as a formula in spreadsheet programs.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV text with a UTF-8 byte-order mark, so that spreadsheet programs open Arabic correctly,
 * and CRLF line ends.
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** A CSV file to download, named `<name>-<date>.csv`, never kept by a cache. */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}

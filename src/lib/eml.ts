/**
 * The text of an .eml file as a person reads it: quoted-printable undone, base64 parts decoded,
 * and encoded-word headers (a subject in Arabic) decoded. Enough for the messages this site
 * writes (nodemailer's, text and HTML parts); not a general MIME parser.
 */
export function decodeEml(raw: string): string {
  return emlParts(raw)
    .map((part) => `${part.headers}\n\n${part.body}`)
    .join('\n');
}

/** Each part of a message: its (decoded) headers and its body in the encoding they name. */
export function emlParts(raw: string): { headers: string; body: string }[] {
  return raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return { headers: encodedWords(part), body: '' };
    const headers = part.slice(0, split);
    const body = part.slice(split).trim();
    const decoded = /content-transfer-encoding:\s*base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : quotedPrintable(body);
    return { headers: encodedWords(headers), body: decoded };
  });
}

/** The plain-text part's body (the first text/plain part), with its line ends as "\n". */
export function emlText(raw: string): string | null {
  const part = emlParts(raw).find((p) => /content-type:\s*text\/plain/i.test(p.headers));
  return part ? part.body.replace(/\r\n/g, '\n') : null;
}

function quotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

function encodedWords(text: string): string {
  // A long header is folded into several encoded words; the space between two of them is not text.
  return text
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, body: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(body, 'base64').toString('utf8')
        : quotedPrintable(body.replace(/_/g, ' ')),
    );
}

import { describe, expect, it } from 'vitest';
import { isWellFramed, multipartBoundary } from './multipart-framing.mts';

const body = (text: string) => Buffer.from(text.replace(/\n/g, '\r\n'));

describe('multipart framing', () => {
  it('reads the boundary a content type declares, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; BOUNDARY="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary('multipart/form-data; boundary=')).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
  });

  it('takes a whole body, with or without fields, preamble or epilogue', () => {
    const whole = '--b\nContent-Disposition: form-data; name="a"\n\n1\n--b--\n';
    expect(isWellFramed(body(whole), 'b')).toBe(true);
    expect(isWellFramed(body('--b--\n'), 'b')).toBe(true);
    expect(isWellFramed(body(`preamble\n${whole}epilogue`), 'b')).toBe(true);
  });

  it('refuses another boundary, a body cut off, and a delimiter inside a line', () => {
    const whole = '--b\nContent-Disposition: form-data; name="a"\n\n1\n--b--\n';
    expect(isWellFramed(body(whole), 'other')).toBe(false);
    expect(isWellFramed(body(whole).subarray(0, 30), 'b')).toBe(false);
    expect(isWellFramed(body(`x--b\n\n1\n--b--`), 'b')).toBe(false);
  });

  it('takes parts with several headers, none, and a file name in UTF-8', () => {
    const parts =
      '--b\nContent-Disposition: form-data; name="a"\n\n1\n' +
      '--b\n\nno headers\n' +
      '--b\nContent-Disposition: form-data; name="f"; filename="صورة.png"\n' +
      'Content-Type: image/png\n\n\u0089PNG\n--b--\n';
    expect(isWellFramed(body(parts), 'b')).toBe(true);
  });

  it('refuses part headers its parser cannot read', () => {
    const part = (headers: string) =>
      body(`--b\n${headers}\n\n1\n--b\nContent-Disposition: form-data; name="z"\n\n2\n--b--\n`);
    expect(isWellFramed(part('Content-Disposition: form-data; name="a"'), 'b')).toBe(true);
    const nul = 'Content-Disposition: form-data; name="p"; filename="a\u0000../x.png"';
    expect(isWellFramed(part(nul), 'b')).toBe(false);
    expect(isWellFramed(part('Content-Disposition form-data'), 'b')).toBe(false);
    expect(isWellFramed(part('Bad Name: x'), 'b')).toBe(false);
    expect(isWellFramed(part(`X-Long: ${'a'.repeat(17 * 1024)}`), 'b')).toBe(false);
    // Headers that never end before the next part.
    expect(isWellFramed(body('--b\nContent-Disposition: form-data\n--b--\n'), 'b')).toBe(false);
  });
});

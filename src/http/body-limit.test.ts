import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, checkRequestBody } from './body-limit.mts';

describe('request body limits, from the headers alone', () => {
  it('lets a contact post with a 10 MB attachment through and refuses 12 MB', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const tenMb = String(10 * 1024 * 1024 + 20_000);
    expect(checkRequestBody('POST', '/contact', { ...multipart, 'content-length': tenMb })).toEqual(
      { ok: true },
    );
    expect(
      checkRequestBody('POST', '/contact', {
        ...multipart,
        'content-length': String(12 * 1024 * 1024),
      }),
    ).toMatchObject({ ok: false, status: 413, limit: BODY_LIMITS.formPost });
  });

  it('keeps sign-in and JSON small', () => {
    const json = { 'content-type': 'application/json' };
    expect(
      checkRequestBody('POST', '/api/auth/sign-in/email', { ...json, 'content-length': '900' }),
    ).toEqual({ ok: true });
    expect(
      checkRequestBody('POST', '/api/auth/sign-in/email', {
        ...json,
        'content-length': String(200 * 1024),
      }),
    ).toMatchObject({ ok: false, status: 413 });
  });

  it('takes a Stripe event up to 256 KB, and nothing larger', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const at = (bytes: number) =>
      checkRequestBody('POST', '/api/payments/stripe', {
        ...json,
        'content-length': String(bytes),
      });
    expect(at(200 * 1024)).toEqual({ ok: true });
    expect(at(256 * 1024 + 1)).toMatchObject({ ok: false, status: 413, limit: 256 * 1024 });
  });

  it('refuses a body without a declared length, and a malformed length', () => {
    expect(checkRequestBody('POST', '/contact', { 'transfer-encoding': 'chunked' })).toMatchObject({
      ok: false,
      status: 411,
    });
    expect(checkRequestBody('POST', '/contact', { 'content-length': '12abc' })).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it('gives GET no body at all', () => {
    expect(checkRequestBody('GET', '/', { 'content-length': '10' })).toMatchObject({
      status: 413,
    });
    expect(checkRequestBody('GET', '/', {})).toEqual({ ok: true });
  });
});

import { describe, expect, it } from 'vitest';
import { findUnacceptableText, hasVisibleText, isAcceptableText } from './text-characters';

describe('text no person types', () => {
  it('refuses NUL, control characters, lone surrogates and replacement characters', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007',
      '\u001b[31m',
      'x\u0085',
      '\ud800',
      'a\udc00b',
      '\ufffd',
    ]) {
      expect(isAcceptableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes Arabic, emoji, direction marks, tabs and line breaks', () => {
    for (const good of ['سبأ\u200f', '👩🏽‍🍳 tray', 'line\r\nbreak\ttab', 'e\u0301', '']) {
      expect(isAcceptableText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('names the field that carries it, keys included, however it is nested', () => {
    expect(findUnacceptableText({ name: 'ok', hours: { mon: { opens: '9\u0000' } } })).toBe(
      'hours.mon.opens',
    );
    expect(findUnacceptableText(['ok', 'no\ud800'])).toBe('1');
    expect(findUnacceptableText({ ['k\u0000']: 'v' })).toBe('_form');
    expect(findUnacceptableText({ a: 1, b: null, c: ['x'] })).toBeNull();
  });

  it('tells text with something to read from marks and spaces alone', () => {
    expect(hasVisibleText(' \u200b\u200f\u2066\ufeff ')).toBe(false);
    expect(hasVisibleText('\u0301\u064b')).toBe(false);
    expect(hasVisibleText('علي')).toBe(true);
    expect(hasVisibleText('🙂')).toBe(true);
  });
});

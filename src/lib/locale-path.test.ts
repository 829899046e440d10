import { describe, expect, it } from 'vitest';
import { isCurrentSection, localizedPath, otherLocale, unlocalizedPath } from './locale-path';

describe('public addresses in each language', () => {
  it('puts Arabic pages under /ar and leaves English ones alone', () => {
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', '/menu?category=mandi')).toBe('/ar/menu?category=mandi');
    expect(localizedPath('en', '/menu')).toBe('/menu');
  });

  it('finds the page behind an address in either language (or the internal /en one)', () => {
    expect(unlocalizedPath('/ar')).toBe('/');
    expect(unlocalizedPath('/ar/locations/dearborn')).toBe('/locations/dearborn');
    expect(unlocalizedPath('/en/menu')).toBe('/menu');
    expect(unlocalizedPath('/menu')).toBe('/menu');
    expect(unlocalizedPath('/arabic-night')).toBe('/arabic-night');
  });

  it('switches to the other language', () => {
    expect(otherLocale('en')).toBe('ar');
    expect(otherLocale('ar')).toBe('en');
  });

  it('marks a section as current on its own pages only, and home on home only', () => {
    expect(isCurrentSection('/ar/franchise/faq', '/franchise')).toBe(true);
    expect(isCurrentSection('/menu', '/')).toBe(false);
    expect(isCurrentSection('/ar', '/')).toBe(true);
    expect(isCurrentSection('/menus', '/menu')).toBe(false);
  });
});

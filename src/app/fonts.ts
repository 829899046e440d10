import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: next/font/google would download at build time.
export const displayLatin = localFont({
  src: '../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
  variable: '--font-display-latin',
  weight: '400 900',
  display: 'swap',
});

export const textLatin = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-text-latin',
  weight: '100 900',
  display: 'swap',
});

// Arabic: static weights only (the variable files weigh 124 KB and 166 KB; these about 45 KB each).
export const displayArabic = localFont({
  src: '../../node_modules/@fontsource/noto-kufi-arabic/files/noto-kufi-arabic-arabic-700-normal.woff2',
  variable: '--font-display-arabic',
  weight: '700',
  display: 'swap',
  preload: false,
});

export const textArabic = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-text-arabic',
  display: 'swap',
  preload: false,
});

export const fontVariables = [displayLatin, textLatin, displayArabic, textArabic]
  .map((f) => f.variable)
  .join(' ');

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LATER_MEDIA, standIn } from '@/lib/later-pictures';
import { Picture } from './picture';

/** A transparent GIF of 4 × 3 pixels (decoded and checked in lib/blank-gif.test.ts). */
const STAND_IN_4_3 =
  'data:image/gif;base64,R0lGODlhBAADAIAAAAAAAAAAACH5BAEAAAAALAAAAAAEAAMAAAIDhI9WADs=';
const STAND_IN_1_1 =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAAAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

describe('Picture', () => {
  it('draws a lazy picture behind a source that shows an empty stand-in where scripts run', () => {
    const html = renderToStaticMarkup(
      <Picture src="/images/sanaa-dusk.svg" alt="Dusk" width={800} height={600} unoptimized />,
    );
    expect(html).toBe(
      `<picture><source media="(scripting: enabled)" srcSet="${STAND_IN_4_3}" data-later=""/>` +
        '<img alt="Dusk" loading="lazy" width="800" height="600" decoding="async" style="color:transparent" src="/images/sanaa-dusk.svg"/></picture>',
    );
  });

  it('leaves a picture of the first screen, and one a client component has taken over, as a plain image', () => {
    for (const html of [
      renderToStaticMarkup(
        <Picture src="/a.svg" alt="" width={4} height={3} preload unoptimized />,
      ),
      renderToStaticMarkup(
        <Picture src="/a.svg" alt="" width={4} height={3} loading="eager" unoptimized />,
      ),
      renderToStaticMarkup(
        <Picture src="/a.svg" alt="" width={4} height={3} later={false} unoptimized />,
      ),
    ]) {
      expect(html).not.toContain('<picture>');
      expect(html).toMatch(/<img [^>]*src="\/a\.svg"\/>$/);
    }
  });
});

describe('the stand-in', () => {
  it('has the picture’s proportions, or is one pixel for a picture that fills its box', () => {
    expect(standIn(800, 600)).toBe(STAND_IN_4_3);
    expect(standIn('4', '3')).toBe(STAND_IN_4_3);
    expect(standIn()).toBe(STAND_IN_1_1);
    expect(standIn(0, 600)).toBe(STAND_IN_1_1);
    expect(standIn('wide', '3')).toBe(STAND_IN_1_1);
  });

  it('is one srcset candidate: no blank, no comma but the data address’s own, and no SVG', () => {
    for (const candidate of [standIn(960, 720), standIn(1600, 1067), standIn()]) {
      expect(candidate).not.toMatch(/\s/);
      expect(candidate.split(',')).toHaveLength(2);
      expect(candidate).toMatch(/^data:image\/gif;base64,[A-Za-z0-9+/]+=*$/);
    }
  });

  it('matches only where scripts run', () => {
    expect(LATER_MEDIA).toBe('(scripting: enabled)');
  });
});

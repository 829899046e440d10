import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LATER_MEDIA, standIn } from '@/lib/later-pictures';
import { Picture } from './picture';

const STAND_IN_4_3 =
  "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20800%20600'/%3E";

describe('Picture', () => {
  it('draws a lazy picture behind a source that shows an empty stand-in where scripts run', () => {
    const html = renderToStaticMarkup(
      <Picture src="/images/sanaa-dusk.svg" alt="Dusk" width={800} height={600} unoptimized />,
    );
    expect(html).toBe(
      `<picture><source media="(scripting: enabled)" srcSet="${STAND_IN_4_3.replaceAll("'", '&#x27;')}" data-later=""/>` +
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
  it('has the picture’s proportions, or none for a picture that fills its box', () => {
    expect(standIn(800, 600)).toBe(STAND_IN_4_3);
    expect(standIn('4', '3')).toContain("viewBox='0%200%204%203'");
    expect(standIn()).toBe("data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'/%3E");
    expect(standIn(0, 600)).toBe(standIn());
  });

  it('is one srcset candidate (no blank, no comma but the data address’s own) and decodes to an empty drawing', () => {
    for (const candidate of [standIn(960, 720), standIn()]) {
      expect(candidate).not.toMatch(/\s/);
      expect(candidate.split(',')).toHaveLength(2);
      expect(decodeURIComponent(candidate.slice(candidate.indexOf(',') + 1))).toMatch(
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg'( viewBox='[\d ]+')?\/>$/,
      );
    }
  });

  it('matches only where scripts run', () => {
    expect(LATER_MEDIA).toBe('(scripting: enabled)');
  });
});

import { describe, expect, it } from 'vitest';
import { dishPhotoSource } from './dish-photo-source';

describe('a dish photo’s source on the ordering page', () => {
  it('is the optimizer’s copies for one and two device pixels to one of its 96-pixel box', () => {
    expect(dishPhotoSource('/images/dishes/mandi.webp')).toEqual({
      src: '/_next/image?url=%2Fimages%2Fdishes%2Fmandi.webp&w=256&q=75',
      srcSet:
        '/_next/image?url=%2Fimages%2Fdishes%2Fmandi.webp&w=96&q=75 1x, ' +
        '/_next/image?url=%2Fimages%2Fdishes%2Fmandi.webp&w=256&q=75 2x',
    });
  });

  it('is an uploaded photo’s own address, sized the same way', () => {
    expect(dishPhotoSource('/menu-media/menu-items/abc.jpg')?.srcSet).toBe(
      '/_next/image?url=%2Fmenu-media%2Fmenu-items%2Fabc.jpg&w=96&q=75 1x, ' +
        '/_next/image?url=%2Fmenu-media%2Fmenu-items%2Fabc.jpg&w=256&q=75 2x',
    );
  });

  it('is a drawing as it is, and nothing for a dish without a photo', () => {
    expect(dishPhotoSource('/menu-media/menu-items/logo.svg')).toEqual({
      src: '/menu-media/menu-items/logo.svg',
    });
    expect(dishPhotoSource(null)).toBeNull();
  });
});

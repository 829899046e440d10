import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_ICONS, DIET_ICONS, DishFacts } from './dish-facts';
import { FactIcon } from './fact-icon';
import { factIconFile } from './fact-icon-shapes';

describe('the dish facts’ icons', () => {
  it('draw Lucide’s own shapes, black on nothing, as a mask needs', () => {
    // The nut's stem, as Lucide draws it: the file carries Lucide's paths as they are.
    expect(factIconFile('nut')).toContain('<path d="M4.93 4.93 3 3a.7.7 0 010-1"/>');
    expect(factIconFile('nut')).toMatch(/^<svg [^>]*fill="none" stroke="#000"/);
  });

  it('is one empty element hidden from readers, masked by its own file', () => {
    const html = renderToStaticMarkup(<FactIcon name="wheat-off" className="size-4" />);
    expect(html).toBe(
      '<span aria-hidden="true" class="fact-icon [--fact-icon:url(/icons/facts/wheat-off.png)] size-4"></span>',
    );
  });

  it('give every diet and allergen an icon of its own', () => {
    expect(DIET_ICONS).toEqual({
      vegetarian: 'leaf',
      vegan: 'vegan',
      halal: 'moon-star',
      gluten_free: 'wheat-off',
    });
    expect(new Set(Object.values(ALLERGEN_ICONS)).size).toBe(9);
  });

  it('leave a dish’s facts with no inline picture: labels read, icons masked', () => {
    const html = renderToStaticMarkup(
      <DishFacts
        facts={{
          diets: [{ key: 'halal', label: 'Halal' }],
          spicy: 'Spicy',
          contains: 'Contains:',
          allergens: [{ key: 'tree_nuts', label: 'Tree nuts' }],
        }}
      />,
    );
    expect(html).not.toContain('<svg');
    expect(html).toContain('url(/icons/facts/moon-star.png)');
    expect(html).toContain('url(/icons/facts/flame.png)');
    expect(html).toContain('url(/icons/facts/nut.png)');
    expect(html.replace(/<[^>]+>/g, '')).toBe(' Halal  SpicyContains: Tree nuts');
  });
});

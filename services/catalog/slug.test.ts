import { describe, expect, it } from 'vitest';
import { maxSlugLength, slugCandidate, slugFrom, slugify } from './slug.js';

describe('slugs', () => {
  it('makes readable slugs from English names', () => {
    expect(slugify('Black Abaya')).toBe('black-abaya');
    expect(slugify('  Silk   Hijab — Rose / Gold!  ')).toBe('silk-hijab-rose-gold');
    expect(slugify('Café Crème Kaftan')).toBe('cafe-creme-kaftan');
    expect(slugify('Size 52')).toBe('size-52');
  });

  it('keeps Arabic letters, dropping short vowels and tatweel', () => {
    expect(slugify('عباية سوداء')).toBe('عباية-سوداء');
    expect(slugify('عَبَايَة')).toBe('عباية');
    expect(slugify('حجـــاب')).toBe('حجاب');
    expect(slugify('أسود آمن')).toBe('أسود-آمن');
    expect(slugify('ﻋﺒﺎﻳﺔ')).toBe('عباية');
  });

  it('falls back to the next name, then to an id-based slug', () => {
    expect(slugFrom(['!!!', 'عباية'], { prefix: 'product', id: 'x' })).toBe('عباية');
    expect(slugFrom(['***', '***'], { prefix: 'product', id: '3f2a9c1e-0000-4000-8000-000000000000' })).toBe(
      'product-3f2a9c1e',
    );
  });

  it('numbers later holders of a name and stays within the length limit', () => {
    expect(slugCandidate('black-abaya', 1)).toBe('black-abaya');
    expect(slugCandidate('black-abaya', 2)).toBe('black-abaya-2');
    const long = slugify('Long '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(maxSlugLength);
    expect(slugCandidate(long, 12).length).toBeLessThanOrEqual(maxSlugLength);
    expect(slugCandidate(long, 12)).toMatch(/^long(-long)*-12$/);
  });
});

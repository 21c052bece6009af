import { describe, expect, it } from 'vitest';
import { publicAuthorName } from './public-name.js';

describe('a review author as the shop names her', () => {
  it('shows the first name and the initial of the last name, in English and in Arabic', () => {
    expect(publicAuthorName('Mariam Khan')).toBe('Mariam K.');
    expect(publicAuthorName('مريم كريم')).toBe('مريم ك.');
    expect(publicAuthorName('  Huda   Al Mansouri ')).toBe('Huda M.');
    expect(publicAuthorName('فاطمة بنت أحمد')).toBe('فاطمة أ.');
  });

  it('keeps a single-word name as it is', () => {
    expect(publicAuthorName('Noor')).toBe('Noor');
    expect(publicAuthorName(' نور ')).toBe('نور');
  });

  it('takes a whole letter as the initial, marks and all', () => {
    expect(publicAuthorName('Zoe E\u0301lise')).toBe('Zoe E\u0301.');
  });
});

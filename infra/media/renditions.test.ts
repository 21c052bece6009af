import { describe, expect, it } from 'vitest';
import { imageWidths } from '../../web/src/lib/responsive-image.js';
import { formatFor, isResizable, renditionWidths } from './renditions.js';

describe('renditions', () => {
  it('makes every width the web asks for, and no other', () => {
    expect([...renditionWidths]).toEqual([...imageWidths]);
  });

  it('picks AVIF, then WebP, then the original by Accept; a GIF keeps its own', () => {
    expect(formatFor('image/avif,image/webp,*/*', 'png')).toBe('avif');
    expect(formatFor('image/webp,*/*', 'jpg')).toBe('webp');
    expect(formatFor('*/*', 'jpg')).toBe('original');
    expect(formatFor(undefined, 'png')).toBe('original');
    expect(formatFor('image/avif', 'gif')).toBe('original');
  });

  it('resizes only images stored here, and no GIF', () => {
    expect(isResizable(`/api/media/${'b'.repeat(64)}.png`)).toBe(true);
    expect(isResizable(`/api/media/${'b'.repeat(64)}.gif`)).toBe(false);
    expect(isResizable('https://images.example.com/a.jpg')).toBe(false);
    expect(isResizable(undefined)).toBe(false);
  });
});

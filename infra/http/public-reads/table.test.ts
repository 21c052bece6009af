import { describe, expect, it } from 'vitest';
import { publicRead, routeShape } from './table.js';

describe('public read routes', () => {
  it('take an exact path or one parameter at the end', () => {
    expect(routeShape('/api/categories')).toEqual({ prefix: '/api/categories', parameter: false });
    expect(routeShape('/api/products/:slug')).toEqual({ prefix: '/api/products/', parameter: true });
    expect(() => publicRead('/api/products/:slug/reviews', () => null)).toThrow(/one parameter, last/);
    expect(() => publicRead('/api/:a/:b', () => null)).toThrow(/one parameter, last/);
    expect(publicRead('/api/banners', () => null).route).toBe('/api/banners');
  });
});

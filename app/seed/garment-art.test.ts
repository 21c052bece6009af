import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renditionWidths } from '../../infra/media/renditions.js';
import { accents, colours } from './demo-colours.js';
import { bannerPicture, fabricPicture, productPicture } from './garment-art.js';

/** The widest size the shop's product pages and cards ask a product picture at. */
const widestProductRequest = 960;

describe('demo pictures', () => {
  it('are drawn at least as wide as the shop asks for a product picture, so none is enlarged', async () => {
    for (const picture of [
      productPicture('abaya', colours.Black, accents.gold),
      productPicture('prayer-mat', colours.Teal, accents.gold),
      fabricPicture(colours.Black, accents.gold),
    ]) {
      const meta = await sharp(picture).metadata();
      expect(meta.width).toBeGreaterThanOrEqual(widestProductRequest);
      expect(renditionWidths).toContain(widestProductRequest);
      // A portrait photograph, 3:4, like an uploaded one.
      expect((meta.width! * 4) / 3).toBe(meta.height);
    }
  });

  it('draws banners as wide as the widest size the hero asks for', async () => {
    const banner = bannerPicture(colours.Beige, [{ shape: 'abaya', colour: colours.Black, accent: accents.gold }]);
    const meta = await sharp(banner).metadata();
    expect(meta.width).toBe(Math.max(...renditionWidths));
    expect(meta.width! / meta.height!).toBe(2.5);
  });
});

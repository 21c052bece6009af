import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { disguisedUploads, jpegBytes, pngBomb, pngImage } from '../../tests/support/images.js';
import { checkUpload } from './upload-check.js';

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('an upload checked before it is kept', () => {
  it('keeps a real PNG and a real JPEG, encoded again in their own format', async () => {
    const png = await checkUpload(base64(pngImage([10, 20, 30], 16).bytes));
    expect(png).toMatchObject({ ok: true, extension: 'png' });
    const jpeg = await checkUpload(base64(jpegBytes));
    expect(jpeg).toMatchObject({ ok: true, extension: 'jpg' });
    if (jpeg.ok) expect((await sharp(jpeg.bytes).metadata()).format).toBe('jpeg');
  });

  it('encodes the same file to the same bytes, so one upload sent twice is stored once', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 20 } } })
      .webp()
      .toBuffer();
    const [first, second] = await Promise.all([checkUpload(base64(photo)), checkUpload(base64(photo))]);
    expect(first.ok && second.ok && first.bytes.equals(second.bytes)).toBe(true);
  });

  it('keeps every frame of an animated GIF, with its delays', async () => {
    const frames = await Promise.all(
      [0, 1, 2].map((index) => sharp({ create: { width: 20, height: 10, channels: 4, background: { r: 90 * index, g: 0, b: 0, alpha: 1 } } }).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: [100, 200, 300], loop: 0 }).toBuffer();
    const checked = await checkUpload(base64(gif));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const metadata = await sharp(checked.bytes, { animated: true }).metadata();
    expect({ pages: metadata.pages, delay: metadata.delay, width: metadata.width, pageHeight: metadata.pageHeight }).toEqual({
      pages: 3,
      delay: [100, 200, 300],
      width: 20,
      pageHeight: 10,
    });
  });

  it('refuses bytes that announce an image and are not one', async () => {
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.from('VP8 garbage that is no picture')]);
    for (const bytes of [disguisedUploads.pngThenHtml, disguisedUploads.jpegThenGarbage, disguisedUploads.truncatedJpeg, riff]) {
      expect(await checkUpload(base64(bytes))).toMatchObject({ ok: false, code: 'image_unreadable' });
    }
    expect(await checkUpload(base64(Buffer.from('<svg onload="alert(1)"/>')))).toMatchObject({ ok: false, code: 'not_an_image' });
  });

  it('refuses more than 40 megapixels, or more than 12,000 pixels on a side, from the header', async () => {
    expect(await checkUpload(base64(pngBomb(7_000, 6_000)))).toEqual({
      ok: false,
      code: 'image_dimensions_too_large',
      message: 'Image is 7000 × 6000 pixels; at most 12000 pixels on a side and 40 megapixels are accepted',
      params: { width: 7_000, height: 6_000, frames: 1, maxSide: 12_000, maxMegapixels: 40 },
    });
    expect(await checkUpload(base64(pngBomb(12_001, 1)))).toMatchObject({ ok: false, code: 'image_dimensions_too_large' });
    // Up to the limits, it is read and kept: a plain 6,000 × 6,000 PNG is 36 megapixels.
    expect(await checkUpload(base64(pngBomb(6_000, 6_000)))).toMatchObject({ ok: true, extension: 'png' });
  });
});

import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../infra/media/image-url.js';
import { encodePng } from './png.js';

describe('demo PNG encoder', () => {
  it('writes a PNG whose pixels decode back to the input', () => {
    const width = 3;
    const height = 2;
    const rgb = Uint8Array.from({ length: width * height * 3 }, (_, i) => (i * 37) % 256);
    const png = encodePng(width, height, rgb);
    expect(sniffImageType(png)).toBe('png');
    expect(png.readUInt32BE(16)).toBe(width);
    expect(png.readUInt32BE(20)).toBe(height);
    const idatLength = png.readUInt32BE(33);
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const stride = width * 3;
    const decoded = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      expect(raw[y * (stride + 1)]).toBe(2);
      for (let x = 0; x < stride; x++) {
        const above = y > 0 ? decoded[(y - 1) * stride + x]! : 0;
        decoded[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + above) & 0xff;
      }
    }
    expect([...decoded]).toEqual([...rgb]);
  });
});

import { encodePng } from '../../infra/seed/png.js';

/** A real, tiny PNG (one colour) as bytes and as the data URL a file chooser would produce. */
export function pngImage(rgb: readonly [number, number, number] = [20, 110, 80], size = 4) {
  const pixels = new Uint8Array(size * size * 3).map((_, index) => rgb[index % 3]!);
  const bytes = encodePng(size, size, pixels);
  return { bytes, dataUrl: `data:image/png;base64,${bytes.toString('base64')}` };
}

export const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

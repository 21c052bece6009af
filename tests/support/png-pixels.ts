import { inflateSync } from 'node:zlib';

/** An 8-bit RGB PNG's pixels (as the store's own encoder writes them, any row filter), for tests that look at pictures. */
export function decodeRgbPng(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 2) throw new Error('Only 8-bit RGB PNGs are read here');
    } else if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 3;
  const rgb = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= 3 ? rgb[y * stride + x - 3]! : 0;
      const up = y > 0 ? rgb[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 3 && y > 0 ? rgb[(y - 1) * stride + x - 3]! : 0;
      const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter]!;
      rgb[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  return { width, height, rgb };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

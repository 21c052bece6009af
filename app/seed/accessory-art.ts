/**
 * The small accessories of the demo catalog, each drawn as what it is (a handbag for the bags only): pixel painters
 * in the figure units of garment-art.ts (u across from the centre, v down from the top, both in picture heights).
 */

export type Rgb = readonly [number, number, number];
export type Accessory = 'clutch' | 'brooch' | 'pins' | 'prayer-mat';

export interface Paint {
  /** Pixels per pixel of the 360-wide design, the scale of chains, fringes and weaves. */
  readonly unit: number;
  set(x: number, y: number, c: Rgb, factor?: number): void;
}

/** A pixel position in design pixels, for patterns that keep their scale however large the picture. */
const cell = (paint: Paint, value: number) => Math.floor(value / paint.unit);

type CircleTest = (x: number, y: number, cu: number, cv: number, r: number) => boolean;

const velvet: Rgb = [62, 58, 72];
const card: Rgb = [232, 226, 216];
const within = (v: number, from: number, to: number) => v >= from && v <= to;

export function drawAccessoryPixel(
  paint: Paint, shape: Accessory, x: number, y: number, u: number, v: number, colour: Rgb, accent: Rgb, circle: CircleTest,
): void {
  switch (shape) {
    case 'clutch':
      return clutch(paint, x, y, u, v, colour, accent, circle);
    case 'brooch':
      return brooch(paint, x, y, u, v, colour, accent, circle);
    case 'pins':
      return pins(paint, x, y, u, v, colour, accent, circle);
    case 'prayer-mat':
      return prayerMat(paint, x, y, u, v, colour, accent);
  }
}

/** A small flat evening bag with its flap, clasp and a chain strap. */
function clutch(paint: Paint, x: number, y: number, u: number, v: number, colour: Rgb, accent: Rgb, circle: CircleTest): void {
  const a = Math.abs(u);
  // The chain: beads along an arc above the bag.
  const chain = circle(x, y, 0, 0.47, 0.2) && !circle(x, y, 0, 0.47, 0.19) && v < 0.47 && cell(paint, x + y) % 9 < 5;
  if (chain) return paint.set(x, y, accent);
  if (!within(v, 0.47, 0.69) || a > 0.22) return;
  const flapEdge = 0.47 + 0.11 * (1 - a / 0.22);
  if (within(v, flapEdge - 0.004, flapEdge + 0.004)) return paint.set(x, y, colour, 0.6);
  if (a < 0.018 && within(v, 0.56, 0.59)) return paint.set(x, y, accent);
  paint.set(x, y, colour, v < flapEdge ? 0.85 : 1);
}

/** A cluster of pearls on a gold setting, shown on a dark velvet pad. */
function brooch(paint: Paint, x: number, y: number, u: number, v: number, colour: Rgb, accent: Rgb, circle: CircleTest): void {
  const pearls: Array<[number, number]> = [[0, 0.5]];
  for (let index = 0; index < 6; index++) {
    const angle = (index / 6) * Math.PI * 2;
    pearls.push([0.085 * Math.cos(angle), 0.5 + 0.085 * Math.sin(angle)]);
  }
  for (const [cu, cv] of pearls) {
    if (circle(x, y, cu, cv, 0.038)) {
      // Lit from the upper left.
      const light = 1.08 - 2.2 * Math.hypot(u - (cu - 0.012), v - (cv - 0.012));
      return paint.set(x, y, colour, Math.max(0.7, Math.min(1.05, light)));
    }
  }
  if (circle(x, y, 0, 0.5, 0.135)) return paint.set(x, y, accent, 0.9);
  if (circle(x, y, 0, 0.5, 0.3)) paint.set(x, y, velvet, 0.9 + 0.1 * (1 - Math.hypot(u, v - 0.5) / 0.3));
}

/** Six round magnetic pins on their card. */
function pins(paint: Paint, x: number, y: number, u: number, v: number, colour: Rgb, accent: Rgb, circle: CircleTest): void {
  const a = Math.abs(u);
  if (a > 0.24 || !within(v, 0.26, 0.74)) return;
  for (let row = 0; row < 3; row++) {
    for (const cu of [-0.1, 0.1]) {
      const cv = 0.35 + row * 0.15;
      if (circle(x, y, cu, cv, 0.05)) return paint.set(x, y, circle(x, y, cu, cv, 0.04) ? colour : accent);
    }
  }
  paint.set(x, y, card, within(v, 0.26, 0.29) ? 0.85 : 1);
}

/** A prayer rug seen from above: a border band, a niche pointing to the top, fringes at both ends. */
function prayerMat(paint: Paint, x: number, y: number, u: number, v: number, colour: Rgb, accent: Rgb): void {
  const a = Math.abs(u);
  if (a > 0.21) return;
  if (within(v, 0.06, 0.1) || within(v, 0.9, 0.94)) {
    if (cell(paint, x) % 6 < 3) paint.set(x, y, accent, 0.95);
    return;
  }
  if (!within(v, 0.1, 0.9)) return;
  const border = a > 0.17 || v < 0.14 || v > 0.86;
  if (border) return paint.set(x, y, accent, cell(paint, x + y) % 8 < 4 ? 1 : 0.88);
  // The niche: straight sides, a pointed arch at the top.
  const archTop = 0.22 + 0.09 * (a / 0.11) ** 0.8;
  if (a < 0.11 && v > archTop && v < 0.8) return paint.set(x, y, colour, 1.18);
  paint.set(x, y, colour, 0.9);
}

import { type Accessory, drawAccessoryPixel } from './accessory-art.js';
import { encodePng } from './png.js';

/**
 * Simple drawings for the demo catalog, made at start-up so the repository
 * ships no binary assets and start-up downloads nothing: a garment on a
 * figure over a soft gradient, a fabric close-up, and wide banners. They are
 * drawn as large as the widest size the shop asks for a picture at (960 px
 * for a product, 1600 px for a banner), so no screen ever gets one enlarged.
 */

/** Product pictures are 3:4; the designs were laid out at 360 px wide, and fine patterns keep that scale. */
export const productPictureSize = { width: 960, height: 1280 } as const;
export const bannerPictureSize = { width: 1600, height: 640 } as const;
const designWidth = 360;

export type Rgb = readonly [number, number, number];
export type Silhouette = 'abaya' | 'hijab' | 'kaftan' | 'jalabiya' | 'dress' | 'bag' | Accessory;

const skin: Rgb = [224, 190, 160];
const mannequin: Rgb = [214, 208, 200];
const paper: Rgb = [250, 246, 240];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];
const ramp = (v: number, from: number, to: number) => Math.min(1, Math.max(0, (v - from) / (to - from)));
const within = (v: number, from: number, to: number) => v >= from && v <= to;

class Canvas {
  readonly pixels: Uint8Array;
  /** Pixels per pixel of the 360-wide design: stripes, weaves and stitches are this many pixels apart. */
  readonly unit: number;
  constructor(readonly width: number, readonly height: number, unit = 1) {
    this.pixels = new Uint8Array(width * height * 3);
    this.unit = unit;
  }
  /** Paints `c` scaled by `factor` (shading) without allocating. */
  set(x: number, y: number, c: Rgb, factor = 1): void {
    const i = (y * this.width + x) * 3;
    this.pixels[i] = c[0] * factor;
    this.pixels[i + 1] = c[1] * factor;
    this.pixels[i + 2] = c[2] * factor;
  }
  png(): Buffer {
    return encodePng(this.width, this.height, this.pixels);
  }
}

/**
 * A garment row by row, in figure units (height 1, centred on 0): the
 * body's half-width, and the sleeve's outer edge where arms hang beside it.
 */
interface Outline {
  body(v: number): number;
  sleeve?: { from: number; to: number; width: (v: number) => number };
}

/** Shoulders round off the top of every garment. */
const shoulders = (v: number, width: number) => Math.min(width, 0.035 + Math.sqrt(Math.max(0, v - 0.19)) * 0.85);

const outlines: Record<Exclude<Silhouette, 'bag' | 'hijab' | Accessory>, Outline> = {
  abaya: {
    body: (v) => (within(v, 0.19, 0.94) ? shoulders(v, 0.13 + 0.12 * ramp(v, 0.2, 0.94)) : 0),
    sleeve: { from: 0.2, to: 0.6, width: (v) => shoulders(v, 0.17 + 0.1 * ramp(v, 0.21, 0.6)) },
  },
  kaftan: {
    body: (v) => (within(v, 0.19, 0.93) ? shoulders(v, Math.max(0.19 + 0.06 * ramp(v, 0.2, 0.93), 0.35 - 0.45 * Math.abs(v - 0.36))) : 0),
  },
  jalabiya: {
    body: (v) => (within(v, 0.19, 0.94) ? shoulders(v, 0.14 + 0.07 * ramp(v, 0.2, 0.94)) : 0),
    sleeve: { from: 0.2, to: 0.55, width: (v) => shoulders(v, 0.19 + 0.03 * ramp(v, 0.21, 0.55)) },
  },
  dress: {
    body: (v) =>
      within(v, 0.19, 0.42)
        ? shoulders(v, 0.12 - 0.03 * ramp(v, 0.2, 0.42))
        : within(v, 0.42, 0.94)
          ? 0.09 + 0.2 * ramp(v, 0.42, 0.94)
          : 0,
    sleeve: { from: 0.2, to: 0.5, width: (v) => shoulders(v, 0.155) },
  },
};

/** Rounded shading across a width: lighter in the middle, darker at the edges. */
const roundness = (u: number, width: number) => 0.78 + 0.22 * Math.cos(Math.min(1, Math.abs(u) / width) * (Math.PI / 2));

function drawFigure(canvas: Canvas, shape: Silhouette, cx: number, top: number, size: number, colour: Rgb, accent: Rgb): void {
  const left = Math.max(0, Math.floor(cx - 0.4 * size));
  const right = Math.min(canvas.width, Math.ceil(cx + 0.4 * size));
  const circle = (x: number, y: number, cu: number, cv: number, r: number) =>
    (x - (cx + cu * size)) ** 2 + (y - (top + cv * size)) ** 2 <= (r * size) ** 2;
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(canvas.height, top + size); y++) {
    const v = (y - top) / size;
    for (let x = left; x < right; x++) {
      const u = (x - cx) / size;
      if (shape === 'bag') drawBagPixel(canvas, x, y, u, v, colour, accent, circle);
      else if (shape === 'hijab') drawHijabPixel(canvas, x, y, u, v, colour, circle);
      else if (shape in outlines) {
        const garment = shape as keyof typeof outlines;
        drawGarmentPixel(canvas, x, y, u, v, rowOf(outlines[garment], v), garment, colour, accent, circle);
      } else drawAccessoryPixel(canvas, shape as Accessory, x, y, u, v, colour, accent, circle);
    }
  }
}

type CircleTest = (x: number, y: number, cu: number, cv: number, r: number) => boolean;

interface Row {
  readonly body: number;
  /** Outer edge of the sleeves on this row, 0 where there are none. */
  readonly sleeve: number;
  /** Where the hands are (u of the right one), 0 without sleeves. */
  readonly hand: number;
  readonly handV: number;
}

// Rows are asked for once per pixel; the outline is evaluated once per row.
let lastRow: { outline: Outline; v: number; row: Row } | null = null;

function rowOf(outline: Outline, v: number): Row {
  if (lastRow?.outline === outline && lastRow.v === v) return lastRow.row;
  const sleeve = outline.sleeve;
  const row = {
    body: outline.body(v),
    sleeve: sleeve && within(v, sleeve.from, sleeve.to) ? sleeve.width(v) : 0,
    hand: sleeve ? sleeve.width(sleeve.to) - 0.04 : 0,
    handV: sleeve ? sleeve.to + 0.025 : 0,
  };
  lastRow = { outline, v, row };
  return row;
}

function drawGarmentPixel(
  canvas: Canvas, x: number, y: number, u: number, v: number,
  row: Row, shape: Silhouette, colour: Rgb, accent: Rgb, circle: CircleTest,
): void {
  const a = Math.abs(u);
  const { body, sleeve } = row;
  if (a > body && a > sleeve && v > 0.2 && Math.abs(v - row.handV) > 0.03) return;
  if (circle(x, y, 0, 0.13, 0.062) || (within(v, 0.17, 0.2) && a < 0.032)) return canvas.set(x, y, skin);
  if (a > body && a <= sleeve) {
    return canvas.set(x, y, colour, a < body + 0.008 ? 0.6 : roundness(a - (body + sleeve) / 2, (sleeve - body) / 2));
  }
  if (row.hand && (circle(x, y, row.hand, row.handV, 0.026) || circle(x, y, -row.hand, row.handV, 0.026))) {
    return canvas.set(x, y, skin);
  }
  if (body === 0 || a > body) return;
  const trim =
    (shape === 'abaya' && a < 0.006 && v > 0.22) ||
    (shape === 'kaftan' && v < 0.33 && a < 0.05 && Math.floor((x + y) / canvas.unit) % 7 < 3) ||
    (shape === 'jalabiya' && (within(v, 0.86, 0.88) || (v < 0.45 && a < 0.015))) ||
    (shape === 'dress' && within(v, 0.41, 0.44));
  if (trim) canvas.set(x, y, accent);
  else canvas.set(x, y, colour, roundness(u, body));
}

function drawHijabPixel(canvas: Canvas, x: number, y: number, u: number, v: number, colour: Rgb, circle: CircleTest): void {
  const a = Math.abs(u);
  if (circle(x, y, 0, 0.24, 0.055) && a < 0.045) return canvas.set(x, y, skin);
  const drape = within(v, 0.25, 0.64) ? 0.1 + 0.22 * Math.sqrt(ramp(v, 0.25, 0.64)) : 0;
  if (circle(x, y, 0, 0.23, 0.1) || (drape > 0 && a <= drape)) return canvas.set(x, y, colour, roundness(u, Math.max(drape, 0.1)));
  if (within(v, 0.5, 0.95) && a < 0.2) canvas.set(x, y, mannequin, roundness(u, 0.2));
}

function drawBagPixel(canvas: Canvas, x: number, y: number, u: number, v: number, colour: Rgb, accent: Rgb, circle: CircleTest): void {
  const a = Math.abs(u);
  if (v < 0.44 && circle(x, y, 0, 0.44, 0.16) && !circle(x, y, 0, 0.44, 0.13)) return canvas.set(x, y, colour, 0.75);
  const corner = Math.max(0, 0.05 - Math.min(v - 0.42, 0.82 - v));
  if (within(v, 0.42, 0.82) && a <= 0.26 - corner) {
    if (a < 0.03 && within(v, 0.44, 0.5)) return canvas.set(x, y, accent);
    canvas.set(x, y, colour, roundness(u, 0.26) * (v < 0.5 ? 0.92 : 1));
  }
}

/** A soft gradient, computed once per row or column. */
function background(canvas: Canvas, tint: Rgb, horizontal: boolean): void {
  const light = mix(paper, tint, 0.1);
  const deep = mix(paper, tint, 0.3);
  const steps = horizontal ? canvas.width : canvas.height;
  const shades = Array.from({ length: steps }, (_, index) => mix(light, deep, index / steps));
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) canvas.set(x, y, shades[horizontal ? x : y]!);
  }
}

const productCanvas = () => new Canvas(productPictureSize.width, productPictureSize.height, productPictureSize.width / designWidth);

/** A product photo stand-in: the garment on a figure. */
export function productPicture(shape: Silhouette, colour: Rgb, accent: Rgb): Buffer {
  const canvas = productCanvas();
  const margin = canvas.height / 40;
  background(canvas, colour, false);
  drawFigure(canvas, shape, canvas.width / 2, margin, canvas.height - 2 * margin, colour, accent);
  return canvas.png();
}

/** A close-up of the fabric with a line of stitching. */
export function fabricPicture(colour: Rgb, accent: Rgb): Buffer {
  const canvas = productCanvas();
  const unit = canvas.unit;
  for (let y = 0; y < canvas.height; y++) {
    const v = Math.floor(y / unit);
    for (let x = 0; x < canvas.width; x++) {
      const u = Math.floor(x / unit);
      const weave = ((u + v) % 6 < 3 ? 0.94 : 0.86) + ((u - v + 960) % 4 < 2 ? 0.04 : 0);
      const stitch = Math.abs(y / unit - 300 - 16 * Math.sin(x / unit / 40)) < 3 && (x / unit) % 14 < 9;
      if (stitch) canvas.set(x, y, accent);
      else canvas.set(x, y, colour, weave);
    }
  }
  return canvas.png();
}

/** A wide hero banner: a gradient with a row of figures on one side. */
export function bannerPicture(tint: Rgb, figures: readonly { shape: Silhouette; colour: Rgb; accent: Rgb }[]): Buffer {
  const { width, height } = bannerPictureSize;
  // The banner was laid out 480 px high: its patterns keep their scale to the figures.
  const canvas = new Canvas(width, height, height / 480);
  background(canvas, tint, true);
  figures.forEach((figure, index) => {
    const cx = canvas.width * (0.6 + (0.34 * (index + 0.5)) / figures.length);
    drawFigure(canvas, figure.shape, cx, height / 16, height * (11 / 12), figure.colour, figure.accent);
  });
  return canvas.png();
}

import type { Rgb } from './garment-art.js';

/** Colours of the demo catalog: the variant's colour name and how its pictures are painted. */
export const colours = {
  Black: [28, 28, 32],
  Navy: [34, 44, 82],
  Beige: [206, 186, 156],
  Olive: [96, 100, 58],
  Burgundy: [112, 30, 48],
  Grey: [120, 122, 128],
  'Dusty Rose': [190, 140, 140],
  Mocha: [112, 84, 66],
  Emerald: [20, 110, 80],
  Ivory: [236, 228, 208],
  Teal: [22, 112, 118],
  Gold: [196, 160, 82],
  Lavender: [170, 150, 200],
  Sand: [214, 192, 150],
  Maroon: [98, 28, 36],
  White: [244, 242, 236],
  'Sky Blue': [140, 180, 214],
  Camel: [176, 132, 82],
  Charcoal: [58, 60, 66],
  Mint: [160, 206, 186],
} as const satisfies Record<string, Rgb>;

export type ColourName = keyof typeof colours;

export const accents = {
  gold: [206, 168, 92],
  silver: [200, 204, 210],
  cream: [238, 226, 200],
  black: [30, 30, 34],
} as const satisfies Record<string, Rgb>;

import { isSingleSize } from "@/lib/variant-names";
import type { Variant } from "../types";

/**
 * What the selector asks the shopper to choose: a size, a colour when no variant has a size to choose (none, or a
 * single size such as "One Size"), a size and colour when both vary, else one size.
 */
export type OptionKind = "size" | "colour" | "sizeColour" | "oneSize";

export interface VariantOption {
  variant: Variant;
  /** Null means the "One Size" text in the shopper's language. */
  label: string | null;
  /** The swatch of the option's managed colour, when the choice is of colours. */
  swatch: string | null;
  available: boolean;
}

export interface VariantOptions {
  kind: OptionKind;
  options: VariantOption[];
}

/** How sizes and colours read in the page's language (lib/variant-names.ts); as stored when not given. */
export interface OptionNames {
  sizeName(size: string): string;
  colourName(variant: Variant): string | null;
}

const asStored: OptionNames = { sizeName: (size) => size, colourName: (variant) => variant.color };

const colourKey = (variant: Variant) => variant.colour?.key ?? variant.color?.trim().toLowerCase() ?? null;

/**
 * One choice per variant, in the server's order. Two variants of one size (say, M in black and M in sand) would
 * read alike, so such labels also name the colour.
 */
export function variantOptions(variants: readonly Variant[], names: OptionNames = asStored): VariantOptions {
  const sized = variants.some((v) => v.size && !isSingleSize(v.size));
  const colours = new Set(variants.map(colourKey).filter(Boolean));
  const kind: OptionKind = sized ? (colours.size > 1 ? "sizeColour" : "size") : colours.size > 0 ? "colour" : "oneSize";
  const sizeOf = (variant: Variant) => (variant.size ? names.sizeName(variant.size) : null);
  const labels = variants.map((variant) => {
    if (kind === "colour") return names.colourName(variant);
    if (kind === "oneSize") return null;
    return sizeOf(variant) ?? names.colourName(variant);
  });
  const options = variants.map((variant, index) => {
    const label = labels[index] ?? null;
    const shared = labels.filter((other) => other === label).length > 1;
    const colour = names.colourName(variant);
    const detailed = shared && kind !== "colour" && variant.size && colour ? `${sizeOf(variant)} · ${colour}` : label;
    const swatch = kind === "colour" || kind === "sizeColour" ? (variant.colour?.hex ?? null) : null;
    return { variant, label: detailed, swatch, available: variant.stock >= 1 };
  });
  return { kind, options };
}

import type { Variant } from "../types";

/** What the selector asks the shopper to choose: a size, a colour when no variant is sized, else one size. */
export type OptionKind = "size" | "colour" | "oneSize";

export interface VariantOption {
  variant: Variant;
  /** Null means the "One Size" text in the shopper's language. */
  label: string | null;
  available: boolean;
}

export interface VariantOptions {
  kind: OptionKind;
  options: VariantOption[];
}

function baseLabel(kind: OptionKind, variant: Variant): string | null {
  if (kind === "size") return variant.size ?? variant.color;
  if (kind === "colour") return variant.color;
  return null;
}

/**
 * One choice per variant, in the server's order. Two variants of one size (say, M in black and M in sand) would
 * read alike, so such labels also name the colour.
 */
export function variantOptions(variants: readonly Variant[]): VariantOptions {
  const kind: OptionKind = variants.some((v) => v.size)
    ? "size"
    : variants.some((v) => v.color)
      ? "colour"
      : "oneSize";
  const labels = variants.map((variant) => baseLabel(kind, variant));
  const options = variants.map((variant, index) => {
    const label = labels[index] ?? null;
    const shared = labels.filter((other) => other === label).length > 1;
    const detailed = shared && kind === "size" && variant.size && variant.color ? `${variant.size} · ${variant.color}` : label;
    return { variant, label: detailed, available: variant.stock >= 1 };
  });
  return { kind, options };
}

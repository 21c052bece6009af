import type { ProductImage } from "../types";

/** Gallery order: by position; the server's order breaks ties, so the admin's arrangement is what shoppers see. */
export function orderImages(images: readonly ProductImage[]): ProductImage[] {
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => a.image.position - b.image.position || a.index - b.index)
    .map(({ image }) => image);
}

/** The picture shown large first: the primary one, else the first by position. */
export function leadImageIndex(ordered: readonly ProductImage[]): number {
  const primary = ordered.findIndex((image) => image.isPrimary);
  return primary === -1 ? 0 : primary;
}

export function coverImage(images: readonly ProductImage[]): ProductImage | undefined {
  const ordered = orderImages(images);
  return ordered[leadImageIndex(ordered)];
}

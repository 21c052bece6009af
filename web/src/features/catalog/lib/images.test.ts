import { describe, expect, it } from "vitest";
import type { ProductImage } from "../types";
import { coverImage, leadImageIndex, orderImages } from "./images";

const image = (id: string, position: number, isPrimary = false): ProductImage => ({
  id,
  url: `/api/media/${id}.png`,
  position,
  isPrimary,
});

describe("product images", () => {
  it("orders the gallery by position, keeping the server's order for equal positions", () => {
    const ordered = orderImages([image("c", 2), image("a", 0), image("b1", 1), image("b2", 1)]);
    expect(ordered.map((i) => i.id)).toEqual(["a", "b1", "b2", "c"]);
  });

  it("shows the primary image first, else the first by position", () => {
    const ordered = orderImages([image("a", 0), image("b", 1, true)]);
    expect(leadImageIndex(ordered)).toBe(1);
    expect(leadImageIndex(orderImages([image("a", 3), image("b", 1)]))).toBe(0);
    expect(coverImage([image("a", 3), image("b", 1)])?.id).toBe("b");
    expect(coverImage([])).toBeUndefined();
  });
});

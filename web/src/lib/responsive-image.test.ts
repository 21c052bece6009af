import { describe, expect, it } from "vitest";
import { imageWidths, srcSetOf } from "./responsive-image";

const stored = `/api/media/${"a".repeat(64)}.jpg`;

describe("srcSetOf", () => {
  it("lists every width of a stored picture", () => {
    expect(srcSetOf(stored)).toBe(imageWidths.map((width) => `${stored}?w=${width} ${width}w`).join(", "));
  });

  it("leaves pasted addresses, GIFs and missing pictures alone", () => {
    expect(srcSetOf("https://images.example.com/abaya.jpg")).toBeUndefined();
    expect(srcSetOf(`/api/media/${"a".repeat(64)}.gif`)).toBeUndefined();
    expect(srcSetOf(undefined)).toBeUndefined();
  });
});

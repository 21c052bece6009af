import { describe, expect, it } from "vitest";
import { variantName } from "./variant-name";

describe("variantName", () => {
  it("names a variant by its size and colour, or as one size", () => {
    expect(variantName({ size: "XL", color: "Sand" }, "One Size")).toBe("XL · Sand");
    expect(variantName({ size: "M", color: null }, "One Size")).toBe("M");
    expect(variantName({ size: null, color: "Black" }, "One Size")).toBe("Black");
    expect(variantName({ size: null, color: null }, "مقاس واحد")).toBe("مقاس واحد");
  });
});

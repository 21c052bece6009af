import { describe, expect, it } from "vitest";
import { variant } from "./test-data";
import { variantOptions } from "./variant-options";

const labels = (result: ReturnType<typeof variantOptions>) => result.options.map((option) => option.label);

describe("variant options", () => {
  it("offers one size per variant and marks variants without stock unavailable", () => {
    const result = variantOptions([
      variant({ id: "s", size: "S", stock: 3 }),
      variant({ id: "m", size: "M", stock: 0 }),
    ]);
    expect(result.kind).toBe("size");
    expect(labels(result)).toEqual(["S", "M"]);
    expect(result.options.map((option) => option.available)).toEqual([true, false]);
  });

  it("names the colour when two variants share a size", () => {
    const result = variantOptions([
      variant({ id: "a", size: "M", color: "Black" }),
      variant({ id: "b", size: "M", color: "Sand" }),
      variant({ id: "c", size: "L", color: "Black" }),
    ]);
    expect(labels(result)).toEqual(["M · Black", "M · Sand", "L"]);
  });

  it("offers colours when no variant has a size", () => {
    const result = variantOptions([variant({ size: null, color: "Navy" }), variant({ id: "v2", size: null, color: "Grey" })]);
    expect(result.kind).toBe("colour");
    expect(labels(result)).toEqual(["Navy", "Grey"]);
  });

  it("offers a single 'One Size' choice when variants carry neither size nor colour", () => {
    const result = variantOptions([variant({ size: null, color: null })]);
    expect(result.kind).toBe("oneSize");
    expect(labels(result)).toEqual([null]);
  });
});

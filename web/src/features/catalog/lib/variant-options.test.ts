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

describe("variant options in the page's language", () => {
  const black = { key: "black", nameEn: "Black", nameAr: "أسود", hex: "#1c1c20" };
  const camel = { key: "camel", nameEn: "Camel", nameAr: "جملي", hex: "#b08452" };
  const arabic = {
    sizeName: (size: string) => (size === "One Size" ? "مقاس واحد" : size),
    colourName: (v: { colour: { nameAr: string } | null; color: string | null }) => v.colour?.nameAr ?? v.color,
  };

  it("asks for the colour of a bag whose only size is 'One Size', with swatches", () => {
    const result = variantOptions(
      [variant({ id: "a", size: "One Size", color: "Black", colour: black }), variant({ id: "b", size: "One Size", color: "Camel", colour: camel })],
      arabic,
    );
    expect(result.kind).toBe("colour");
    expect(labels(result)).toEqual(["أسود", "جملي"]);
    expect(result.options.map((option) => option.swatch)).toEqual(["#1c1c20", "#b08452"]);
  });

  it("asks for size and colour when both vary, naming the colour where a size repeats", () => {
    const result = variantOptions(
      [variant({ id: "a", size: "M", colour: black }), variant({ id: "b", size: "M", color: "Camel", colour: camel })],
      arabic,
    );
    expect(result.kind).toBe("sizeColour");
    expect(labels(result)).toEqual(["M · أسود", "M · جملي"]);
  });
});

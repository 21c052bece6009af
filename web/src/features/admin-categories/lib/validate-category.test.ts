import { describe, expect, it } from "vitest";
import { toCategoryInput, validateCategory } from "./validate-category";

describe("category form", () => {
  it("requires both names, ignoring blank space", () => {
    expect(validateCategory({ nameEn: " ", nameAr: "" })).toEqual({
      nameEn: "admin.catalog.nameEnRequired",
      nameAr: "admin.catalog.nameArRequired",
    });
    expect(validateCategory({ nameEn: "Abayas", nameAr: "عبايات" })).toEqual({});
  });

  it("sends the names trimmed", () => {
    expect(toCategoryInput({ nameEn: "  Abayas ", nameAr: " عبايات" })).toEqual({ nameEn: "Abayas", nameAr: "عبايات" });
  });
});

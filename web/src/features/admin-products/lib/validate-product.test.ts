import { describe, expect, it } from "vitest";
import { emptyProductDraft, newImage, newVariant, type ProductDraft } from "./product-draft";
import { hasProductErrors, validateProduct } from "./validate-product";

function validDraft(): ProductDraft {
  return {
    ...emptyProductDraft(),
    nameEn: "Abaya",
    nameAr: "عباية",
    categoryId: "c1",
    variants: [{ ...newVariant(), price: "120.50", stock: 0 }],
    images: [{ ...newImage(0), url: "https://example.com/a.jpg" }],
  };
}

describe("product form validation", () => {
  it("accepts a complete product", () => {
    expect(hasProductErrors(validateProduct(validDraft()))).toBe(false);
  });

  it("shows the spec's messages for an empty form", () => {
    const draft = emptyProductDraft();
    const errors = validateProduct(draft);
    expect(errors).toMatchObject({
      nameEn: "admin.catalog.nameEnRequired",
      nameAr: "admin.catalog.nameArRequired",
      categoryId: "admin.products.categoryRequired",
    });
    expect(errors.variantRows[draft.variants[0]!.key]).toEqual({ price: "admin.products.priceRequired" });
    expect(errors.imageRows[draft.images[0]!.key]).toEqual({ url: "admin.catalog.imageRequired" });
  });

  it("requires at least one variant and one image", () => {
    const errors = validateProduct({ ...validDraft(), variants: [], images: [] });
    expect(errors.variants).toBe("admin.products.variantsRequired");
    expect(errors.images).toBe("admin.products.imagesRequired");
  });

  it("refuses negative stock and prices the server would refuse", () => {
    const draft = validDraft();
    const row = draft.variants[0]!;
    draft.variants = [{ ...row, stock: -1, price: "12.345" }];
    expect(validateProduct(draft).variantRows[row.key]).toEqual({
      price: "admin.products.priceInvalid",
      stock: "admin.products.stockInvalid",
    });
    for (const price of ["0", "7", "120.5", "99999999.99"]) {
      draft.variants = [{ ...row, price }];
      expect(hasProductErrors(validateProduct(draft)), price).toBe(false);
    }
    for (const price of ["-5", "1e3", "12,50", "123456789"]) {
      draft.variants = [{ ...row, price }];
      expect(validateProduct(draft).variantRows[row.key]?.price, price).toBe("admin.products.priceInvalid");
    }
  });

  it("refuses a negative image position", () => {
    const draft = validDraft();
    const row = draft.images[0]!;
    draft.images = [{ ...row, position: -1 }];
    expect(validateProduct(draft).imageRows[row.key]).toEqual({ position: "admin.catalog.positionInvalid" });
  });
});

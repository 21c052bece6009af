import { describe, expect, it } from "vitest";
import type { AdminProduct } from "../types";
import { draftFromProduct, emptyProductDraft, newImage, newVariant, toProductRequest } from "./product-draft";

const stored: AdminProduct = {
  id: "p1",
  slug: "linen-abaya",
  nameEn: "Linen abaya",
  nameAr: "عباية كتان",
  descriptionEn: null,
  descriptionAr: "ناعمة",
  categoryId: "c1",
  status: "inactive",
  createdAt: "2026-11-20T10:00:00.000Z",
  category: { id: "c1", nameEn: "Abayas", nameAr: "عبايات", slug: "abayas" },
  variants: [{ id: "v1", size: "M", color: null, colour: null, price: "250.00", stock: 4 }],
  images: [{ id: "i1", url: "/api/media/abc.png", isPrimary: true, position: 0 }],
  rating: { average: 0, count: 0 },
};

describe("product form rows", () => {
  it("starts a new variant with stock 0 and an empty price", () => {
    expect(newVariant()).toMatchObject({ size: "", color: "", price: "", stock: 0 });
  });

  it("starts a new image row non-primary at the position of the current row count", () => {
    expect(newImage(3)).toMatchObject({ url: "", isPrimary: false, position: 3 });
  });

  it("gives every row its own key", () => {
    const draft = emptyProductDraft();
    const keys = [newVariant().key, newVariant().key, draft.variants[0]?.key, draft.images[0]?.key];
    expect(new Set(keys).size).toBe(4);
  });
});

describe("the product request", () => {
  it("sends the price as the typed string and blank texts as null", () => {
    const draft = emptyProductDraft();
    draft.nameEn = "  Silk hijab ";
    draft.nameAr = "حجاب حرير";
    draft.categoryId = "c1";
    draft.variants = [{ ...newVariant(), size: " S ", price: "45.5 ", stock: 3 }];
    draft.images = [{ ...newImage(0), url: "data:image/png;base64,AAAA" }];
    expect(toProductRequest(draft)).toEqual({
      nameEn: "Silk hijab",
      nameAr: "حجاب حرير",
      descriptionEn: null,
      descriptionAr: null,
      categoryId: "c1",
      status: "active",
      variants: [{ size: "S", color: null, colorKey: null, price: "45.5", stock: 3 }],
      images: [{ url: "data:image/png;base64,AAAA", isPrimary: false, position: 0 }],
    });
  });

  it("sends existing variants and images back with their ids so the server keeps them", () => {
    const request = toProductRequest(draftFromProduct(stored));
    expect(request.variants).toEqual([{ id: "v1", size: "M", color: null, colorKey: null, price: "250.00", stock: 4 }]);
    expect(request.images).toEqual([{ id: "i1", url: "/api/media/abc.png", isPrimary: true, position: 0 }]);
    expect(request).toMatchObject({ status: "inactive", descriptionEn: null, descriptionAr: "ناعمة" });
  });

  it("sends a managed colour by its key and a colour kept from before as its text", () => {
    const draft = draftFromProduct({
      ...stored,
      variants: [
        { id: "v1", size: "M", color: "Black", colour: { key: "black", nameEn: "Black", nameAr: "أسود", hex: "#1c1c20" }, price: "250.00", stock: 4 },
        { id: "v2", size: "L", color: "Sea Foam", colour: null, price: "250.00", stock: 1 },
      ],
    });
    expect(draft.variants.map((variant) => [variant.colorKey, variant.color])).toEqual([
      ["black", ""],
      ["", "Sea Foam"],
    ]);
    const request = toProductRequest(draft, new Map([["black", "Black"]]));
    expect(request.variants.map((variant) => [variant.colorKey, variant.color])).toEqual([
      ["black", "Black"],
      [null, "Sea Foam"],
    ]);
  });

  it("leaves the category empty when the stored one no longer exists, so the form asks for one", () => {
    expect(draftFromProduct({ ...stored, category: null }).categoryId).toBe("");
  });
});

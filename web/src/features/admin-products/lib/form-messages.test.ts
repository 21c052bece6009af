import { describe, expect, it } from "vitest";
import { emptyProductDraft, newVariant } from "./product-draft";
import { productFormMessages } from "./form-messages";

const noClientErrors = { variantRows: {}, imageRows: {} };
const t = (key: string) => `t:${key}`;

describe("product form messages", () => {
  it("places a server field error on the row it names", () => {
    const draft = { ...emptyProductDraft(), variants: [newVariant(), newVariant()] };
    const messages = productFormMessages(
      draft,
      noClientErrors,
      { "variants.1.price": "Price must be an amount", categoryId: "Category not found", "images.0.url": "Too large" },
      t,
    );
    expect(messages.variants).toEqual({ [draft.variants[1]!.key]: { price: "Price must be an amount" } });
    expect(messages.images).toEqual({ [draft.images[0]!.key]: { url: "Too large" } });
    expect(messages.fields).toEqual({ categoryId: "Category not found" });
  });

  it("prefers the client's translated message for the same field", () => {
    const draft = emptyProductDraft();
    const rowKey = draft.variants[0]!.key;
    const messages = productFormMessages(
      draft,
      { nameEn: "admin.catalog.nameEnRequired", variantRows: { [rowKey]: { price: "admin.products.priceRequired" } }, imageRows: {} },
      { nameEn: "English name is required", "variants.0.price": "Price is required" },
      t,
    );
    expect(messages.fields.nameEn).toBe("t:admin.catalog.nameEnRequired");
    expect(messages.variants[rowKey]).toEqual({ price: "t:admin.products.priceRequired" });
  });

  it("keeps a list-level server error such as a missing variants list on the list", () => {
    const messages = productFormMessages({ ...emptyProductDraft(), variants: [] }, noClientErrors, { variants: "At least one" }, t);
    expect(messages.fields.variants).toBe("At least one");
  });
});

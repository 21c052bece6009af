import type { MessageKey } from "@/lib/i18n";
import type { ProductDraft } from "./product-draft";
import type { ProductErrors } from "./validate-product";

type RowMessages = Record<string, string>;

/** Every message the form shows, in the admin's language where the client knows the rule, else the server's. */
export interface ProductFormMessages {
  fields: Record<string, string>;
  /** Row key → field → message. */
  variants: Record<string, RowMessages>;
  images: Record<string, RowMessages>;
}

/**
 * Joins the client's checks with the field errors of a 400 answer (`{"variants.1.price": "…"}`). Server paths count
 * rows by index; they are turned into row keys here, which holds because any edit clears the server's errors.
 */
export function productFormMessages(
  draft: ProductDraft,
  client: ProductErrors,
  server: Record<string, string>,
  t: (key: MessageKey) => string,
): ProductFormMessages {
  const result: ProductFormMessages = { fields: {}, variants: {}, images: {} };
  for (const [path, message] of Object.entries(server)) {
    const [first, index, field] = path.split(".");
    const rows = first === "variants" ? draft.variants : first === "images" ? draft.images : null;
    const row = rows && index !== undefined ? rows[Number(index)] : undefined;
    if (row && field) (result[first as "variants" | "images"][row.key] ??= {})[field] = message;
    else if (first) result.fields[first] = message;
  }
  const { variantRows, imageRows, ...fields } = client;
  for (const [field, key] of Object.entries(fields)) if (key) result.fields[field] = t(key);
  for (const [rowKey, errors] of Object.entries(variantRows)) {
    for (const [field, key] of Object.entries(errors)) if (key) (result.variants[rowKey] ??= {})[field] = t(key);
  }
  for (const [rowKey, errors] of Object.entries(imageRows)) {
    for (const [field, key] of Object.entries(errors)) if (key) (result.images[rowKey] ??= {})[field] = t(key);
  }
  return result;
}

import { describe, expect, it } from "vitest";
import { createAttemptKeys, newIdempotencyKey } from "./attempt-key";
import { resolveCartLines } from "./cart-lines";
import { emptyShipping, orderPayload, validateShipping } from "./shipping";

describe("shipping form", () => {
  it("requires full name, phone, city and address line 1, ignoring blanks", () => {
    expect(validateShipping({ ...emptyShipping, shippingName: "   " })).toEqual({
      shippingName: "checkout.nameRequired",
      shippingPhone: "checkout.phoneRequired",
      shippingCity: "checkout.cityRequired",
      shippingAddressLine1: "checkout.address1Required",
    });
    expect(
      validateShipping({
        ...emptyShipping,
        shippingName: "Mariam",
        shippingPhone: "0501234567",
        shippingCity: "Dubai",
        shippingAddressLine1: "Villa 4",
      }),
    ).toEqual({});
  });

  it("takes only a UAE mobile or landline as the phone, with or without +971 or the national 0", () => {
    const filled = { ...emptyShipping, shippingName: "Mariam", shippingCity: "Dubai", shippingAddressLine1: "Villa 4" };
    for (const phone of ["abc", "050", "+44 20 7946 0958", "0812345678"]) {
      expect(validateShipping({ ...filled, shippingPhone: phone }), phone).toEqual({ shippingPhone: "checkout.phoneInvalid" });
    }
    for (const phone of ["050 123 4567", "+971 50 123 4567", "501234567", "04 123 4567", "+971 (0)4 123 4567", "٠٥٠١٢٣٤٥٦٧"]) {
      expect(validateShipping({ ...filled, shippingPhone: phone }), phone).toEqual({});
    }
  });

  it("builds the order body from the lines and the page's language, trimming texts and leaving blank optional ones out", () => {
    const lines = resolveCartLines(
      [{ productId: "p", variantId: "v", name: "x", price: "10.00", image: "", size: null, color: null, quantity: 2 }],
      undefined,
      "en",
    );
    const body = orderPayload(lines, {
      ...emptyShipping,
      shippingName: " Mariam ",
      shippingPhone: "050",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 4",
      deliveryNote: "  ",
    }, "en");
    expect(body).toEqual({
      items: [{ productId: "p", variantId: "v", quantity: 2, price: "10.00" }],
      shippingName: "Mariam",
      shippingPhone: "050",
      shippingCity: "Dubai",
      shippingAddressLine1: "Villa 4",
      shippingAddressLine2: undefined,
      deliveryNote: undefined,
      locale: "en",
    });
  });

  it("sends the applied coupon's code with the order, and no code field without one", () => {
    const lines = resolveCartLines(
      [{ productId: "p", variantId: "v", name: "x", price: "10.00", image: "", size: null, color: null, quantity: 1 }],
      undefined,
      "ar",
    );
    const values = { ...emptyShipping, shippingName: "Mariam", shippingPhone: "050 123 4567", shippingCity: "الشارقة", shippingAddressLine1: "Villa 4" };
    expect(orderPayload(lines, values, "ar", "SAVE10")).toMatchObject({ couponCode: "SAVE10", shippingCity: "الشارقة" });
    expect(orderPayload(lines, values, "ar", null)).not.toHaveProperty("couponCode");
  });
});

describe("checkout attempt keys", () => {
  it("keeps one key while the order is unchanged and takes a new one when it changes", () => {
    let n = 0;
    const keyFor = createAttemptKeys(() => `key-${++n}`);
    expect(keyFor("order A")).toBe("key-1");
    expect(keyFor("order A")).toBe("key-1");
    expect(keyFor("order B")).toBe("key-2");
    expect(keyFor("order A")).toBe("key-3");
  });

  it("builds a version 4 UUID even where randomUUID is unavailable", () => {
    const key = newIdempotencyKey({ getRandomValues: <T extends ArrayBufferView | null>(array: T) => array });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

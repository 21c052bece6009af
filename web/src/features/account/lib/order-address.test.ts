import { describe, expect, it } from "vitest";
import { addressPayload, emirateOfCity, validateAddress, valuesOf } from "./order-address";

const order = {
  shippingName: "Latifa",
  shippingPhone: "+971501234567",
  shippingCity: "Dubai",
  shippingAddressLine1: "Villa 12",
  shippingAddressLine2: null,
  deliveryNote: null,
};

describe("her order's address form", () => {
  it("starts from the order's address, its city read as an emirate in either language, its phone in the local form", () => {
    expect(valuesOf(order)).toMatchObject({ shippingPhone: "050 123 4567", shippingCity: "dubai", shippingAddressLine2: "", deliveryNote: "" });
    expect(emirateOfCity("دبي")).toBe("dubai");
    expect(emirateOfCity("Atlantis")).toBe("");
  });

  it("asks what checkout asks: the four fields and a UAE phone", () => {
    expect(validateAddress(valuesOf(order))).toEqual({});
    expect(validateAddress({ ...valuesOf(order), shippingPhone: "12", shippingAddressLine1: " " })).toEqual({
      shippingPhone: "checkout.phoneInvalid",
      shippingAddressLine1: "checkout.address1Required",
    });
  });

  it("sends the emirate's name in the page's language and leaves blank optionals out", () => {
    const t = (key: string) => (key === "checkout.emirate.dubai" ? "دبي" : key);
    expect(addressPayload({ ...valuesOf(order), deliveryNote: "  " }, t as never)).toEqual({
      shippingName: "Latifa",
      shippingPhone: "050 123 4567",
      shippingCity: "دبي",
      shippingAddressLine1: "Villa 12",
      shippingAddressLine2: undefined,
      deliveryNote: undefined,
    });
  });
});

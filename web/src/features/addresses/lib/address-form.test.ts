import { describe, expect, it } from "vitest";
import { addressInput, emptyAddress, validateAddress, valuesOf } from "./address-form";

const filled = { ...emptyAddress, name: "Huda", phone: "050 123 4567", city: "dubai", addressLine1: "Villa 4" };

describe("the address form", () => {
  it("asks for the four required fields, a UAE phone and one of the seven emirates", () => {
    expect(validateAddress(emptyAddress)).toEqual({
      name: "checkout.nameRequired",
      phone: "checkout.phoneRequired",
      city: "checkout.cityRequired",
      addressLine1: "checkout.address1Required",
    });
    expect(validateAddress({ ...filled, phone: "12345" })).toEqual({ phone: "checkout.phoneInvalid" });
    expect(validateAddress({ ...filled, city: "Dubai" })).toEqual({ city: "checkout.cityRequired" });
    expect(validateAddress(filled)).toEqual({});
  });

  it("sends trimmed texts and a blank second line as none", () => {
    expect(addressInput({ ...filled, name: " Huda ", addressLine2: "  " })).toEqual({
      name: "Huda",
      phone: "050 123 4567",
      city: "dubai",
      addressLine1: "Villa 4",
      addressLine2: null,
      isDefault: false,
    });
  });

  it("opens a saved address with its phone as she would type it, not as the store keeps it", () => {
    const saved = { id: "a", name: "Huda", phone: "+971501234567", city: "dubai" as const, addressLine1: "Villa 4", addressLine2: null, isDefault: true, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" };
    expect(valuesOf(saved)).toMatchObject({ phone: "050 123 4567", addressLine2: "" });
  });
});

import { describe, expect, it } from "vitest";
import { emirateKeys } from "@/lib/addresses";
import type { DeliveryInput } from "../types";
import { deliveryErrorsFromServer, deliveryKey, draftOf, readDeliveryDraft } from "./delivery-form";

const defaults: DeliveryInput = { zones: [], freeDeliveryOver: null };

describe("the delivery fees form", () => {
  it("lists every emirate in the address book's order, one left out by the server at the default", () => {
    const draft = draftOf({ zones: [{ emirate: "sharjah", fee: "15.00", etaDays: [2, 4] }], freeDeliveryOver: "500.00" });
    expect(draft.zones.map((zone) => zone.emirate)).toEqual([...emirateKeys]);
    expect(draft.zones[2]).toEqual({ emirate: "sharjah", fee: "15.00", etaMin: "2", etaMax: "4" });
    expect(draft.zones[0]).toEqual({ emirate: "abu-dhabi", fee: "0.00", etaMin: "1", etaMax: "3" });
    expect(draft.freeDeliveryOver).toBe("500.00");
  });

  it("sends amounts with two decimals, Arabic digits as digits, and an empty threshold as none", () => {
    const draft = draftOf(defaults);
    draft.zones[2] = { emirate: "sharjah", fee: "١٥", etaMin: "٢", etaMax: "5" };
    const read = readDeliveryDraft(draft);
    expect("input" in read).toBe(true);
    if (!("input" in read)) return;
    expect(read.input.zones).toHaveLength(7);
    expect(read.input.zones[2]).toEqual({ emirate: "sharjah", fee: "15.00", etaDays: [2, 5] });
    expect(read.input.freeDeliveryOver).toBeNull();
    expect(readDeliveryDraft({ ...draft, freeDeliveryOver: " 499.5 " })).toMatchObject({ input: { freeDeliveryOver: "499.50" } });
  });

  it("names each field to fix by the path the server uses", () => {
    const draft = draftOf(defaults);
    draft.zones[1] = { emirate: "dubai", fee: "abc", etaMin: "61", etaMax: "1.5" };
    draft.zones[4] = { emirate: "umm-al-quwain", fee: "-3", etaMin: "5", etaMax: "2" };
    expect(readDeliveryDraft({ ...draft, freeDeliveryOver: "0" })).toEqual({
      errors: {
        "zones.1.fee": "deliveryAdmin.error.fee",
        "zones.1.etaMin": "deliveryAdmin.error.days",
        "zones.1.etaMax": "deliveryAdmin.error.days",
        "zones.4.fee": "deliveryAdmin.error.fee",
        "zones.4.etaMin": "deliveryAdmin.error.minAboveMax",
        freeDeliveryOver: "deliveryAdmin.error.threshold",
      },
    });
  });

  it("takes a free zone and a same-day delivery", () => {
    const draft = draftOf(defaults);
    draft.zones[0] = { emirate: "abu-dhabi", fee: "0", etaMin: "0", etaMax: "0" };
    const read = readDeliveryDraft(draft);
    expect("input" in read && read.input.zones[0]).toEqual({ emirate: "abu-dhabi", fee: "0.00", etaDays: [0, 0] });
  });

  it("sees the terms in force as unchanged", () => {
    const stored: DeliveryInput = { zones: draftOf(defaults).zones.map((zone) => ({ emirate: zone.emirate, fee: "0.00", etaDays: [1, 3] })), freeDeliveryOver: null };
    const read = readDeliveryDraft(draftOf(stored));
    expect("input" in read && deliveryKey(read.input) === deliveryKey(stored)).toBe(true);
  });

  it("puts a 400's field errors by their rows, in the form's own words", () => {
    const input: DeliveryInput = {
      zones: emirateKeys.map((emirate) => ({ emirate, fee: "10.00", etaDays: emirate === "ajman" ? [4, 2] : [1, 3] })),
      freeDeliveryOver: "100.00",
    };
    expect(deliveryErrorsFromServer(["zones.2.fee", "zones.3.etaDays", "zones.0.etaDays.1", "freeDeliveryOver"], input)).toEqual({
      errors: {
        "zones.2.fee": "deliveryAdmin.error.fee",
        "zones.3.etaMin": "deliveryAdmin.error.minAboveMax",
        "zones.0.etaMax": "deliveryAdmin.error.days",
        freeDeliveryOver: "deliveryAdmin.error.threshold",
      },
      other: false,
    });
    expect(deliveryErrorsFromServer(["zones", "zones.9.fee"], input)).toEqual({ errors: {}, other: true });
  });
});

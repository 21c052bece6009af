import { describe, expect, it } from "vitest";
import type { Coupon } from "../types";
import { couponErrorsFromServer, type CouponDraft, draftOf, emptyDraft, readCouponDraft } from "./coupon-form";
import { percentText } from "./labels";
import { fromLocalInput, toLocalInput } from "./local-date-time";

const draft = (change: Partial<CouponDraft>): CouponDraft => ({ ...emptyDraft, code: "eid-25", value: "25", ...change });

describe("the coupon form", () => {
  it("sends the code upper-case, a percentage with two decimals, and empty limits and dates as none", () => {
    expect(readCouponDraft(draft({}))).toEqual({
      input: {
        code: "EID-25",
        kind: "percent",
        value: "25.00",
        minSubtotal: null,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        maxUsesPerCustomer: null,
        active: true,
      },
    });
  });

  it("sends no value for free delivery, whatever was typed before the kind changed", () => {
    expect(readCouponDraft(draft({ kind: "free_delivery", value: "abc" }))).toMatchObject({ input: { kind: "free_delivery", value: null } });
  });

  it("sends the dates as ISO instants read on the admin's clock, and the limits as numbers", () => {
    const read = readCouponDraft(draft({ kind: "amount", value: "50", minSubtotal: "200", startsAt: "2025-03-01T09:30", endsAt: "2025-03-31T23:59", maxUses: "100", maxUsesPerCustomer: "١" }));
    expect(read).toMatchObject({
      input: {
        value: "50.00",
        minSubtotal: "200.00",
        startsAt: new Date(2025, 2, 1, 9, 30).toISOString(),
        endsAt: new Date(2025, 2, 31, 23, 59).toISOString(),
        maxUses: 100,
        maxUsesPerCustomer: 1,
      },
    });
  });

  it("names each field to fix", () => {
    expect(
      readCouponDraft(draft({ code: "ab", value: "100.01", minSubtotal: "x", startsAt: "2025-02-30T10:00", maxUses: "0", maxUsesPerCustomer: "1.5" })),
    ).toEqual({
      errors: {
        code: "couponsAdmin.error.code",
        value: "couponsAdmin.error.percent",
        minSubtotal: "couponsAdmin.error.minSubtotal",
        startsAt: "couponsAdmin.error.dateTime",
        maxUses: "couponsAdmin.error.limit",
        maxUsesPerCustomer: "couponsAdmin.error.limit",
      },
    });
    expect(readCouponDraft(draft({ code: "SPRING SALE", kind: "amount", value: "0" }))).toEqual({
      errors: { code: "couponsAdmin.error.code", value: "couponsAdmin.error.amount" },
    });
  });

  it("refuses an end that is not after the start", () => {
    expect(readCouponDraft(draft({ startsAt: "2025-03-01T09:30", endsAt: "2025-03-01T09:30" }))).toEqual({
      errors: { endsAt: "couponsAdmin.error.endsBeforeStart" },
    });
  });

  it("starts editing from the coupon as it stands, its dates on the admin's clock", () => {
    const startsAt = new Date(2025, 5, 1, 8, 5).toISOString();
    const coupon: Coupon = {
      id: "c1", code: "SUMMER", kind: "amount", value: "30.00", minSubtotal: null, startsAt, endsAt: null, maxUses: 50,
      maxUsesPerCustomer: null, active: false, uses: 3, discountGiven: "90.00", createdAt: startsAt, updatedAt: startsAt,
    };
    expect(draftOf(coupon)).toEqual({
      code: "SUMMER", kind: "amount", value: "30.00", minSubtotal: "", startsAt: "2025-06-01T08:05", endsAt: "", maxUses: "50",
      maxUsesPerCustomer: "", active: false,
    });
    expect(fromLocalInput(toLocalInput(startsAt))).toBe(startsAt);
  });

  it("puts a 400's field errors by their fields, in the form's own words", () => {
    const input = { ...emptyDraft, code: "X-1", kind: "amount" as const, value: "10.00", minSubtotal: null, startsAt: "2025-03-02T00:00:00.000Z", endsAt: "2025-03-01T00:00:00.000Z", maxUses: null, maxUsesPerCustomer: null };
    expect(couponErrorsFromServer(["value", "endsAt", "maxUses"], input)).toEqual({
      errors: { value: "couponsAdmin.error.amount", endsAt: "couponsAdmin.error.endsBeforeStart", maxUses: "couponsAdmin.error.limit" },
      other: false,
    });
    expect(couponErrorsFromServer(["somethingElse"], input)).toEqual({ errors: {}, other: true });
  });

  it("writes percentages as people do", () => {
    expect([percentText("10.00"), percentText("12.50"), percentText("100.00"), percentText("0.05")]).toEqual(["10", "12.5", "100", "0.05"]);
  });
});

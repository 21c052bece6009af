import { describe, expect, it } from "vitest";
import { lifecycleStatuses } from "@/lib/order-status";
import { actionsFor } from "./cod-terms";

describe("what the order page offers in each state (ADR 057)", () => {
  const offered = (action: keyof ReturnType<typeof actionsFor>) => lifecycleStatuses.filter((status) => actionsFor(status)[action]);

  it("lets staff cancel until the parcel leaves, and call until the order is closed", () => {
    expect(offered("cancel")).toEqual(["placed", "confirmed", "packed"]);
    expect(offered("call")).toEqual(["placed", "confirmed", "packed", "shipped", "delivered"]);
  });

  it("takes a shipment while packed or shipped, attempts while shipped, a return while returning", () => {
    expect(offered("shipment")).toEqual(["packed", "shipped"]);
    expect(offered("deliveryAttempt")).toEqual(["shipped"]);
    expect(offered("returnReceipt")).toEqual(["returning"]);
    expect(offered("editItems")).toEqual(["placed", "confirmed"]);
  });
});

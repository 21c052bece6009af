import { describe, expect, it } from "vitest";
import { readDraft } from "./courier-form";

describe("the courier form", () => {
  it("sends the name trimmed and both costs as two-decimal amounts", () => {
    expect(readDraft({ name: "  Aramex ", deliveryCost: "20", returnCost: "12.5" })).toEqual({
      input: { name: "Aramex", deliveryCost: "20.00", returnCost: "12.50" },
    });
  });

  it("names each field to fix", () => {
    expect(readDraft({ name: " ", deliveryCost: "-1", returnCost: "abc" })).toEqual({
      errors: { name: "adminCod.form.required", deliveryCost: "adminCod.form.amount", returnCost: "adminCod.form.amount" },
    });
  });
});

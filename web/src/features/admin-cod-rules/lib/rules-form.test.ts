import { describe, expect, it } from "vitest";
import { draftOf, hasNoRules, readRulesDraft, rulesErrorsFromServer, rulesKey, type RulesDraft } from "./rules-form";

const empty: RulesDraft = { minOrder: "", maxOrder: "", maxOrderNewCustomer: "", unavailableEmirates: [], refusalLimit: "" };

describe("the COD rules form", () => {
  it("reads empty fields as no limit", () => {
    const read = readRulesDraft(empty);
    expect(read).toEqual({
      input: { minOrder: null, maxOrder: null, maxOrderNewCustomer: null, unavailableEmirates: [], refusalLimit: null },
    });
    expect("input" in read && hasNoRules(read.input)).toBe(true);
  });

  it("sends amounts with two decimals, Arabic digits as digits, and the emirates in the store's order", () => {
    expect(
      readRulesDraft({ minOrder: "50", maxOrder: " 1500.5 ", maxOrderNewCustomer: "٧٠٠", unavailableEmirates: ["fujairah", "abu-dhabi"], refusalLimit: "2" }),
    ).toEqual({
      input: { minOrder: "50.00", maxOrder: "1500.50", maxOrderNewCustomer: "700.00", unavailableEmirates: ["abu-dhabi", "fujairah"], refusalLimit: 2 },
    });
  });

  it("names each field to fix", () => {
    expect(readRulesDraft({ ...empty, minOrder: "abc", maxOrder: "0", maxOrderNewCustomer: "-5", refusalLimit: "1.5" })).toEqual({
      errors: {
        minOrder: "codRules.error.amount",
        maxOrder: "codRules.error.amount",
        maxOrderNewCustomer: "codRules.error.amount",
        refusalLimit: "codRules.error.refusalLimit",
      },
    });
    expect(readRulesDraft({ ...empty, refusalLimit: "0" })).toEqual({ errors: { refusalLimit: "codRules.error.refusalLimit" } });
  });

  it("refuses a minimum above the maximum", () => {
    expect(readRulesDraft({ ...empty, minOrder: "600", maxOrder: "500" })).toEqual({ errors: { minOrder: "codRules.error.minAboveMax" } });
    expect("input" in readRulesDraft({ ...empty, minOrder: "500", maxOrder: "500" })).toBe(true);
  });

  it("starts from the rules in force", () => {
    expect(
      draftOf({ minOrder: null, maxOrder: "900.00", maxOrderNewCustomer: null, unavailableEmirates: ["dubai"], refusalLimit: 3 }),
    ).toEqual({ minOrder: "", maxOrder: "900.00", maxOrderNewCustomer: "", unavailableEmirates: ["dubai"], refusalLimit: "3" });
  });

  it("knows the same rules whatever order the emirates were ticked in", () => {
    const rules = { minOrder: null, maxOrder: "900.00", maxOrderNewCustomer: null, refusalLimit: null };
    expect(rulesKey({ ...rules, unavailableEmirates: ["sharjah", "dubai"] })).toBe(rulesKey({ ...rules, unavailableEmirates: ["dubai", "sharjah"] }));
    expect(rulesKey({ ...rules, unavailableEmirates: [] })).not.toBe(rulesKey({ ...rules, maxOrder: "901.00", unavailableEmirates: [] }));
  });

  it("puts the server's refusal of a field beside that field, in the form's own words", () => {
    const input = { minOrder: "600.00", maxOrder: "500.00", maxOrderNewCustomer: null, unavailableEmirates: [], refusalLimit: null };
    expect(rulesErrorsFromServer(["minOrder"], input)).toEqual({ errors: { minOrder: "codRules.error.minAboveMax" }, other: false });
    expect(rulesErrorsFromServer(["rules.refusalLimit", "unavailableEmirates.0", "from"], { ...input, minOrder: null })).toEqual({
      errors: { refusalLimit: "codRules.error.refusalLimit", unavailableEmirates: "codRules.error.emirates" },
      other: true,
    });
  });
});

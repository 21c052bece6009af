import { describe, expect, it } from "vitest";
import { homeFor, safeNextPath, signInPathFor } from "./next-path";

describe("safeNextPath", () => {
  it("keeps a path on this site with its query", () => {
    expect(safeNextPath("/checkout")).toBe("/checkout");
    expect(safeNextPath("/account/orders/abc?x=1")).toBe("/account/orders/abc?x=1");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "checkout",
      "",
      null,
      undefined,
    ]) {
      expect(safeNextPath(value), String(value)).toBeNull();
    }
  });
});

describe("signInPathFor", () => {
  it("carries the page to come back to, encoded", () => {
    expect(signInPathFor("/account/orders/1?a=b")).toBe("/login?next=%2Faccount%2Forders%2F1%3Fa%3Db");
    expect(signInPathFor("/checkout", "/register")).toBe("/register?next=%2Fcheckout");
    expect(signInPathFor("/")).toBe("/login");
  });
});

describe("homeFor", () => {
  it("sends each role to where it works: admins to the back office, auditors to the audit area, shoppers to the shop", () => {
    expect(homeFor("admin")).toBe("/admin/dashboard");
    expect(homeFor("auditor")).toBe("/audit");
    expect(homeFor("customer")).toBe("/");
    expect(homeFor(undefined)).toBe("/");
  });
});

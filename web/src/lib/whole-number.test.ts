import { describe, expect, it } from "vitest";
import { wholeNumberFrom } from "./whole-number";

describe("whole numbers from number fields", () => {
  it("turns anything that is not a number into 0", () => {
    expect(wholeNumberFrom("")).toBe(0);
    expect(wholeNumberFrom("abc")).toBe(0);
  });

  it("reads whole numbers, drops decimals and keeps a sign for validation to judge", () => {
    expect(wholeNumberFrom("12")).toBe(12);
    expect(wholeNumberFrom("7.9")).toBe(7);
    expect(wholeNumberFrom("-2")).toBe(-2);
  });
});

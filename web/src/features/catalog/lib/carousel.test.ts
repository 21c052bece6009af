import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeStep, wrapIndex } from "./carousel";

describe("hero carousel steps", () => {
  it("wraps round at both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it("ignores drags shorter than 75 px", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(75);
    expect(swipeStep(-74, "ltr")).toBe(0);
    expect(swipeStep(74, "rtl")).toBe(0);
  });

  it("goes to the next slide on a leftward drag in English and a rightward drag in Arabic", () => {
    expect(swipeStep(-75, "ltr")).toBe(1);
    expect(swipeStep(120, "ltr")).toBe(-1);
    expect(swipeStep(75, "rtl")).toBe(1);
    expect(swipeStep(-120, "rtl")).toBe(-1);
  });
});

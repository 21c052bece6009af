import { describe, expect, it } from "vitest";
import { isPageKey } from "@/lib/store-pages";
import { paragraphsOf } from "./paragraphs";

describe("text pages", () => {
  it("know the six footer pages and nothing else", () => {
    expect(isPageKey("about")).toBe(true);
    expect(isPageKey("terms")).toBe(true);
    expect(isPageKey("careers")).toBe(false);
    expect(isPageKey(undefined)).toBe(false);
  });

  it("split a text into paragraphs at blank lines, keeping single line breaks inside one", () => {
    expect(paragraphsOf("One.\nStill one.\n\n  Two. \n \nThree.\n")).toEqual(["One.\nStill one.", "Two.", "Three."]);
    expect(paragraphsOf("   ")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { type PagedList, patchRows, totalIsExact, totalOf } from "./paged-list";

const list = (total: number, exact?: boolean): PagedList<{ id: string }> => ({
  pages: [{ items: [{ id: "a" }, { id: "b" }], total, ...(exact === undefined ? {} : { exact }), next: null }],
  pageParams: ["/api/admin/orders"],
});

describe("a paged list's total", () => {
  it("is exact unless the server said it only counted up to it", () => {
    expect(totalIsExact(list(2))).toBe(true);
    expect(totalIsExact(list(2, true))).toBe(true);
    expect(totalIsExact(list(1000, false))).toBe(false);
    expect(totalIsExact(undefined)).toBe(true);
  });

  it("follows a row taken out when exact, and stays the bound it was when not", () => {
    const remove = (rows: { id: string }[]) => rows.filter((row) => row.id !== "a");
    expect(totalOf(patchRows(list(2, true), remove, -1))).toBe(1);
    const bounded = patchRows(list(1000, false), remove, -1);
    expect(totalOf(bounded)).toBe(1000);
    expect(totalIsExact(bounded)).toBe(false);
  });
});

import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { PagedList } from "@/lib/paged-list";
import type { Order } from "../types";
import { orderListsQueryKey } from "./get-orders";
import { removeOrderFromLists, updateOrderInLists, withArrivals } from "./order-lists-cache";

const order = (orderNumber: number, createdAt: string, status = "placed") =>
  ({ id: `id-${orderNumber}`, orderNumber, createdAt, status }) as Order;

const list = (pages: Order[][], total: number): PagedList<Order> => ({
  pages: pages.map((items, index) => ({ items, total, next: index < pages.length - 1 ? `/next-${index}` : null })),
  pageParams: pages.map((_, index) => `/page-${index}`),
});

const loaded = list(
  [
    [order(12, "2026-11-23T10:02:00Z"), order(11, "2026-11-23T10:01:00Z")],
    [order(10, "2026-11-23T10:00:00Z")],
  ],
  3,
);

describe("new orders in a loaded list", () => {
  it("go on top, newest first, with the server's total; rows already shown or older are left where they are", () => {
    const newest = {
      items: [order(14, "2026-11-23T10:04:00Z"), order(13, "2026-11-23T10:03:00Z"), order(12, "2026-11-23T10:02:00Z")],
      total: 5,
      next: "/more",
    };
    const merged = withArrivals(loaded, newest)!;
    expect(merged.pages.map((page) => page.items.map((row) => row.orderNumber))).toEqual([[14, 13, 12, 11], [10]]);
    expect(merged.pages.map((page) => page.total)).toEqual([5, 5]);
    // The next links (cursors) are kept: the pages after the first still follow on.
    expect(merged.pages.map((page) => page.next)).toEqual(["/next-0", null]);
  });

  it("ignore an order that sorts below the top (one that only now reached the read model is read with its page)", () => {
    const merged = withArrivals(loaded, { items: [order(9, "2026-11-23T09:00:00Z")], total: 4, next: null })!;
    expect(merged.pages[0]!.items.map((row) => row.orderNumber)).toEqual([12, 11]);
  });
});

describe("a changed or deleted order", () => {
  it("is patched or dropped where it is, and the total follows a deletion", () => {
    const client = new QueryClient();
    const key = [...orderListsQueryKey, { status: "placed" }];
    client.setQueryData(key, loaded);
    updateOrderInLists(client, "id-11", (row) => ({ ...row, status: "shipped" }));
    removeOrderFromLists(client, "id-10");
    removeOrderFromLists(client, "id-99");
    const after = client.getQueryData<PagedList<Order>>(key)!;
    expect(after.pages.map((page) => page.items.map((row) => `${row.orderNumber}:${row.status}`))).toEqual([
      ["12:placed", "11:shipped"],
      [],
    ]);
    expect(after.pages.map((page) => page.total)).toEqual([2, 2]);
  });
});

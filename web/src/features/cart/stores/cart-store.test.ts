import { describe, expect, it, vi } from "vitest";
import { type CartEnvironment, cartStorageKey, createCartStore, type NewCartItem } from "./cart-store";

function fakeEnvironment(initial?: string) {
  const data = new Map<string, string>(initial ? [[cartStorageKey, initial]] : []);
  let external: ((key: string | null) => void) | undefined;
  const env: CartEnvironment = {
    storage: { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) },
    onExternalChange: (callback) => {
      external = callback;
      return () => {
        external = undefined;
      };
    },
  };
  return {
    env,
    stored: () => JSON.parse(data.get(cartStorageKey) ?? "null") as unknown,
    /** Simulates another tab writing the cart. */
    writeFromOtherTab: (value: string) => {
      data.set(cartStorageKey, value);
      external?.(cartStorageKey);
    },
    hasExternalListener: () => external !== undefined,
  };
}

const abaya: NewCartItem = {
  productId: "p1",
  variantId: "v-m",
  name: "Linen abaya",
  price: "250.00",
  image: "/abaya.jpg",
  size: "M",
  color: "Sand",
};

describe("cart store", () => {
  it("adds a new line with quantity 1 by default and persists it", () => {
    const fake = fakeEnvironment();
    const cart = createCartStore(fake.env);
    cart.add(abaya);
    expect(cart.getItems()).toEqual([{ ...abaya, quantity: 1 }]);
    expect(fake.stored()).toEqual([{ ...abaya, quantity: 1 }]);
  });

  it("raises the quantity when the same product and variant are added again", () => {
    const cart = createCartStore(fakeEnvironment().env);
    cart.add(abaya);
    cart.add({ ...abaya, quantity: 2 });
    cart.add({ ...abaya, variantId: "v-l", size: "L" });
    expect(cart.getItems().map((item) => [item.variantId, item.quantity])).toEqual([
      ["v-m", 3],
      ["v-l", 1],
    ]);
    expect(cart.getCount()).toBe(4);
  });

  it("removes a line whose quantity is set to zero or less", () => {
    const cart = createCartStore(fakeEnvironment().env);
    cart.add(abaya);
    cart.setQuantity("p1", "v-m", 5);
    expect(cart.getCount()).toBe(5);
    cart.setQuantity("p1", "v-m", 0);
    expect(cart.getItems()).toEqual([]);
    cart.add(abaya);
    cart.setQuantity("p1", "v-m", -1);
    expect(cart.getItems()).toEqual([]);
  });

  it("removes one line and clears all lines", () => {
    const cart = createCartStore(fakeEnvironment().env);
    cart.add(abaya);
    cart.add({ ...abaya, productId: "p2" });
    cart.remove("p1", "v-m");
    expect(cart.getItems().map((item) => item.productId)).toEqual(["p2"]);
    cart.clear();
    expect(cart.getCount()).toBe(0);
  });

  it("reads the cart left in storage and ignores malformed entries", () => {
    const stored = JSON.stringify([{ ...abaya, quantity: 2 }, { productId: "x" }, "junk", { ...abaya, quantity: 0 }]);
    const cart = createCartStore(fakeEnvironment(stored).env);
    expect(cart.getItems()).toEqual([{ ...abaya, quantity: 2 }]);
    expect(createCartStore(fakeEnvironment("{not json").env).getItems()).toEqual([]);
  });

  it("notifies subscribers on every change in this tab", () => {
    const cart = createCartStore(fakeEnvironment().env);
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    cart.add(abaya);
    cart.clear();
    unsubscribe();
    cart.add(abaya);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("follows changes another tab writes and stops listening when nobody subscribes", () => {
    const fake = fakeEnvironment();
    const cart = createCartStore(fake.env);
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    fake.writeFromOtherTab(JSON.stringify([{ ...abaya, quantity: 7 }]));
    expect(cart.getCount()).toBe(7);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    expect(fake.hasExternalListener()).toBe(false);
  });

  it("keeps the same snapshot until something changes, as useSyncExternalStore requires", () => {
    const cart = createCartStore(fakeEnvironment().env);
    const before = cart.getItems();
    expect(cart.getItems()).toBe(before);
    cart.add(abaya);
    expect(cart.getItems()).not.toBe(before);
  });
});

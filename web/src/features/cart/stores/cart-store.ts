import type { StoredCartLine } from "@/lib/cart-line";
export type CartItem = StoredCartLine;

export type NewCartItem = Omit<CartItem, "quantity"> & { quantity?: number };

export interface CartEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  /** Calls back with the changed key when another tab writes storage (null when that tab cleared everything). */
  onExternalChange: (callback: (key: string | null) => void) => () => void;
}

export interface CartStore {
  getItems: () => readonly CartItem[];
  getCount: () => number;
  add: (item: NewCartItem) => void;
  setQuantity: (productId: string, variantId: string, quantity: number) => void;
  remove: (productId: string, variantId: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export const cartStorageKey = "cart";

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== "object") return false;
  const item = value as Record<string, unknown>;
  return (
    (typeof item.productId === "string" || typeof item.productId === "number") &&
    (typeof item.variantId === "string" || typeof item.variantId === "number") &&
    typeof item.quantity === "number" &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
}

/** Storage is shared with older versions of the app and other tabs, so whatever is there is checked, not trusted. */
function parseItems(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isCartItem).map((item) => ({
      ...item,
      productId: String(item.productId),
      variantId: String(item.variantId),
    }));
  } catch {
    return [];
  }
}

const sameLine = (item: CartItem, productId: string, variantId: string) =>
  item.productId === productId && item.variantId === variantId;

export function createCartStore(env: CartEnvironment): CartStore {
  let items: readonly CartItem[] = parseItems(env.storage.getItem(cartStorageKey));
  const listeners = new Set<() => void>();
  let stopExternal: (() => void) | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const commit = (next: CartItem[]) => {
    items = next;
    try {
      env.storage.setItem(cartStorageKey, JSON.stringify(next));
    } catch {
      // A full or disabled storage must not lose the shopper's cart for the rest of this visit.
    }
    notify();
  };

  return {
    getItems: () => items,
    getCount: () => items.reduce((sum, item) => sum + item.quantity, 0),
    add: ({ quantity = 1, ...line }) => {
      if (quantity <= 0) return;
      const existing = items.find((item) => sameLine(item, line.productId, line.variantId));
      commit(
        existing
          ? items.map((item) => (item === existing ? { ...item, quantity: item.quantity + quantity } : item))
          : [...items, { ...line, quantity }],
      );
    },
    setQuantity: (productId, variantId, quantity) => {
      commit(
        quantity <= 0
          ? items.filter((item) => !sameLine(item, productId, variantId))
          : items.map((item) => (sameLine(item, productId, variantId) ? { ...item, quantity } : item)),
      );
    },
    remove: (productId, variantId) => {
      commit(items.filter((item) => !sameLine(item, productId, variantId)));
    },
    clear: () => commit([]),
    subscribe: (listener) => {
      listeners.add(listener);
      stopExternal ??= env.onExternalChange((key) => {
        if (key !== null && key !== cartStorageKey) return;
        items = parseItems(env.storage.getItem(cartStorageKey));
        notify();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopExternal?.();
          stopExternal = undefined;
        }
      };
    },
  };
}

function memoryStorage(): CartEnvironment["storage"] {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function browserEnvironment(): CartEnvironment {
  let storage: CartEnvironment["storage"];
  try {
    storage = window.localStorage;
  } catch {
    storage = memoryStorage();
  }
  return {
    storage,
    onExternalChange: (callback) => {
      const onStorage = (event: StorageEvent) => callback(event.key);
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}

/** The app's one cart. Outside a browser (unit tests) it lives in memory. */
export const cartStore: CartStore = createCartStore(
  typeof window === "undefined" ? { storage: memoryStorage(), onExternalChange: () => () => {} } : browserEnvironment(),
);

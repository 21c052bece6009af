/**
 * How many writes a shopper's account may make, per route family (ADR 064): `burst` at once, then `perHour` an hour
 * (one every 3600 / perHour seconds), so in any hour at most `burst + perHour`. Each is far above what a person does
 * in her account, and far below what a script appending events at 20 a second does.
 */
export interface WriteBudget {
  readonly burst: number;
  readonly perHour: number;
}

export const defaultWriteBudgets = {
  /** Her address book holds 20 addresses; saving, editing and deleting them. */
  addresses: { burst: 20, perHour: 60 },
  /** A visitor's hearts join her wishlist one by one when she signs in: up to the 200 a wishlist holds at once. */
  wishlist: { burst: 200, perHour: 300 },
  /** Her name and her password. */
  profile: { burst: 10, perHour: 30 },
  /** Read marks, one notification at a time or all at once. */
  notifications: { burst: 100, perHour: 300 },
  /** A review per product she received. */
  reviews: { burst: 20, perHour: 60 },
  'stock-alerts': { burst: 30, perHour: 120 },
  returns: { burst: 10, perHour: 30 },
  /** Every other write under /api/account (cancelling her order, and any route added later). */
  account: { burst: 30, perHour: 120 },
} as const satisfies Record<string, WriteBudget>;

export type WriteFamily = keyof typeof defaultWriteBudgets;
export type WriteBudgets = Readonly<Record<WriteFamily, WriteBudget>>;

const isFamily = (name: string): name is WriteFamily => Object.hasOwn(defaultWriteBudgets, name);

/** Path segments under /api/account that share another family's budget. */
const sharedBudgets: Readonly<Record<string, WriteFamily>> = { password: 'profile' };

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The family whose budget a request spends (its path as the /api router sees it), or null for what no shopper
 * budget covers. Every write under /account is covered: by its own family when it has one, otherwise by `account`,
 * so a route added later is limited without being listed. Reviews are written under the product. Express matches
 * routes whatever the letter case, so the path is read in lower case too.
 */
export function writeFamilyOf(method: string, path: string): WriteFamily | null {
  if (safeMethods.has(method.toUpperCase())) return null;
  const lower = path.toLowerCase();
  if (/^\/products\/[^/]+\/reviews\/?$/.test(lower)) return 'reviews';
  const account = /^\/account(?:$|\/+([^/]*))/.exec(lower);
  if (!account) return null;
  const segment = account[1] ?? '';
  const family = sharedBudgets[segment] ?? segment;
  return isFamily(family) ? family : 'account';
}

/**
 * Reads WRITE_LIMITS: `family=burst/perHour` pairs, comma separated (`wishlist=400/600,addresses=40/120`); the
 * families not named keep their defaults. Throws a message for the operator on anything else.
 */
export function parseWriteBudgets(text: string): WriteBudgets {
  const budgets: Record<WriteFamily, WriteBudget> = { ...defaultWriteBudgets };
  for (const part of text.split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^([a-z-]+)\s*=\s*(\d{1,7})\s*\/\s*(\d{1,7})$/.exec(part);
    if (!match) throw new Error(`"${part}" is not family=burst/perHour (e.g. wishlist=200/300)`);
    const [, family, burst, perHour] = match as unknown as [string, string, string, string];
    if (!isFamily(family)) throw new Error(`"${family}" is not a family of writes (${Object.keys(defaultWriteBudgets).join(', ')})`);
    if (Number(burst) < 1 || Number(perHour) < 1) throw new Error(`${family}: burst and perHour are 1 or more`);
    budgets[family] = { burst: Number(burst), perHour: Number(perHour) };
  }
  return budgets;
}

// The admin's product edit as the benches time it: the same product saved under a new name, on a product whose
// stream is long (a bestseller) and on a new one, alternating so both see the same machine.

export interface EditVariant {
  readonly id?: string;
  readonly size: string | null;
  readonly color: string | null;
  readonly price: string;
  readonly stock: number;
}

export interface EditImage {
  readonly id?: string;
  readonly url: string;
  readonly isPrimary: boolean;
  readonly position: number;
}

/** A product as the admin form sends it: the name given, the variants and images as loaded (or new ones). */
export function productEditBody(categoryId: string, nameEn: string, variants: readonly EditVariant[], images?: readonly EditImage[]) {
  return {
    nameEn,
    nameAr: `عباية ${nameEn}`,
    descriptionEn: 'A flowing abaya in soft crepe.',
    descriptionAr: 'عباية واسعة من الكريب الناعم.',
    categoryId,
    status: 'active' as const,
    variants: variants.map(({ id, size, color, price, stock }) => ({ ...(id ? { id } : {}), size, color, price, stock })),
    images: (images ?? [{ url: 'https://images.example.com/bench/abaya.jpg', isPrimary: true, position: 0 }]).map(
      ({ id, url, isPrimary, position }) => ({ ...(id ? { id } : {}), url, isPrimary, position }),
    ),
  };
}

/** One timed edit: how long it took, and optionally how many events it read from the log. */
export interface TimedEdit {
  readonly ms: number;
  readonly read?: number;
}

/**
 * `edits` edits of each product, alternating (the new one first), each edit `n` (1…edits) giving the product a new
 * name through `edit`. The times of each, in order.
 */
export async function alternatingEdits<Product>(
  products: { readonly long: Product; readonly fresh: Product },
  edits: number,
  edit: (product: Product, n: number) => Promise<TimedEdit>,
): Promise<{ long: TimedEdit[]; fresh: TimedEdit[] }> {
  const times = { long: [] as TimedEdit[], fresh: [] as TimedEdit[] };
  for (let n = 1; n <= edits; n++) {
    times.fresh.push(await edit(products.fresh, n));
    times.long.push(await edit(products.long, n));
  }
  return times;
}

/**
 * One line of the browser cart, as spec §3 stores it under the localStorage key `cart`. The product page makes
 * it, the cart keeps it and checkout prices it, so the three features read this one shape.
 */
export interface StoredCartLine {
  productId: string;
  variantId: string;
  name: string;
  /** Decimal string as the API sends it ("125.00"); the server reprices every line at checkout anyway. */
  price: string;
  image: string;
  size: string | null;
  /**
   * The colour's English name, as the spec stores it (the stored line keeps the spec's fields only): the cart finds the
   * managed colour by it to name it in the page's language.
   */
  color: string | null;
  quantity: number;
}

/** What the product page hands over when the shopper adds the chosen variant; the cart decides the quantity. */
export type ChosenLine = Omit<StoredCartLine, "quantity">;

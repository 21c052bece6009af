import type { ShopperLocale } from '../../../events/orders.js';

/**
 * A message as plain strings and their arrangement, before it is written as HTML or text. Everything in it is text:
 * the HTML renderer escapes every string, so no value (a product name, an address) can carry markup into mail.
 */
export interface MailDocument {
  readonly locale: ShopperLocale;
  readonly subject: string;
  readonly brand: string;
  readonly tagline: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly order?: OrderTable;
  readonly address?: { readonly title: string; readonly lines: readonly string[] };
  /** The message's one link, absolute. */
  readonly action?: { readonly label: string; readonly url: string };
  /** Several links, one under the other (each product of a request for reviews), absolute. */
  readonly links?: readonly { readonly label: string; readonly url: string }[];
  readonly closing: readonly string[];
  readonly footer: string;
}

export interface OrderTable {
  readonly title: string;
  readonly columns: { readonly item: string; readonly quantity: string; readonly amount: string };
  readonly lines: readonly { readonly name: string; readonly details: string; readonly quantity: string; readonly amount: string }[];
  readonly totals: readonly { readonly label: string; readonly value: string; readonly strong?: boolean }[];
}

export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

import type { PluralMessage } from "../types";
import type { cartQuoteEn } from "./cart-quote.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type CartQuoteCatalogue = {
  readonly [K in keyof typeof cartQuoteEn]: (typeof cartQuoteEn)[K] extends string ? string : PluralMessage;
};

export const cartQuoteAr: CartQuoteCatalogue = {
  "cartQuote.priceChanged": "تغيّر السعر (كان {price})",
  "cartQuote.clampedStock": {
    zero: "لم يبقَ شيء من هذا المنتج.",
    one: "بقيت قطعة واحدة فقط، فأصبحت الكمية {count}.",
    two: "بقيت قطعتان فقط، فأصبحت الكمية {count}.",
    few: "بقيت {count} قطع فقط، فأصبحت الكمية {count}.",
    many: "بقيت {count} قطعة فقط، فأصبحت الكمية {count}.",
    other: "بقيت {count} قطعة فقط، فأصبحت الكمية {count}.",
  },
  "cartQuote.clampedLimit": "الحد الأقصى للمنتج الواحد في الطلب {count}، فأصبحت الكمية {count}.",
  "cartQuote.unavailable": "لم يعد متوفرًا",
  "cartQuote.variantGone": "لم يعد هذا المقاس أو اللون متوفرًا",
  "cartQuote.outOfStock": "نفدت الكمية",
  "cartQuote.removeToContinue": "أزيليه للمتابعة.",
  "cartQuote.blocked": "بعض المنتجات لم تعد متاحة للطلب. أزيليها للمتابعة.",
  "cartQuote.checkFailed": "تعذّر التحقق من سلتك الآن، وسيتم التحقق منها عند الطلب.",
};

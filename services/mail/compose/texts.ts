import type { ShopperLocale } from '../../../events/orders.js';
import type { MailKind, ShopperMailKind } from '../kinds.js';

/**
 * Every word of the store's mail, in Arabic and English (the Arabic typed against the same shape, so a missing
 * text fails the typecheck). Values come in as plain text; the HTML renderer escapes the finished strings. Shoppers
 * are addressed as the storefront addresses them (in Arabic, in the feminine).
 */
export interface MailTexts {
  readonly brand: string;
  readonly tagline: string;
  /** `number` is the order number as shown ("#1042"); `total` a formatted amount. */
  readonly subject: Record<MailKind, (number: string, total: string) => string>;
  readonly heading: Record<MailKind, string>;
  readonly intro: Record<ShopperMailKind, (name: string, number: string) => string>;
  readonly staffIntro: (number: string, name: string, city: string) => string;
  /** What to have ready: on confirmation of the order, and when the courier is on the way. */
  readonly codWhenPlaced: (total: string) => string;
  readonly codOnTheWay: (total: string) => string;
  readonly orderDate: (date: string) => string;
  readonly yourOrder: string;
  readonly theOrder: string;
  readonly item: string;
  readonly quantity: string;
  readonly amount: string;
  readonly size: (size: string) => string;
  readonly colour: (colour: string) => string;
  readonly subtotal: string;
  readonly codFee: string;
  readonly total: string;
  readonly deliveryAddress: string;
  readonly phone: (phone: string) => string;
  readonly note: (note: string) => string;
  readonly openOrder: (number: string) => string;
  readonly shopperFooter: string;
  readonly staffFooter: string;
}

const en: MailTexts = {
  brand: 'Sakina',
  tagline: 'Modest fashion, calmly made',
  subject: {
    'order-placed': (number) => `Order ${number} placed`,
    'order-confirmed': (number) => `Order ${number} confirmed`,
    'order-shipped': (number) => `Order ${number} shipped`,
    'order-delivered': (number) => `Order ${number} delivered`,
    'new-order': (number, total) => `New order ${number}: ${total}`,
  },
  heading: {
    'order-placed': 'Thank you for your order',
    'order-confirmed': 'Your order is confirmed',
    'order-shipped': 'Your order is on its way',
    'order-delivered': 'Your order has been delivered',
    'new-order': 'A new order has arrived',
  },
  intro: {
    'order-placed': (name, number) =>
      `Hello ${name}, we have received your order ${number}. We will write again when it is on its way.`,
    'order-confirmed': (name, number) => `Hello ${name}, we have confirmed your order ${number} and are preparing it.`,
    'order-shipped': (name, number) => `Hello ${name}, your order ${number} has left us and is on its way to you.`,
    'order-delivered': (name, number) =>
      `Hello ${name}, your order ${number} has been delivered. Thank you for shopping with Sakina.`,
  },
  staffIntro: (number, name, city) => `Order ${number} was placed for ${name}, ${city}.`,
  codWhenPlaced: (total) => `You pay cash on delivery: please have ${total} ready when your order arrives.`,
  codOnTheWay: (total) => `Please have ${total} ready in cash for the courier.`,
  orderDate: (date) => `Placed on ${date}`,
  yourOrder: 'Your order',
  theOrder: 'The order',
  item: 'Item',
  quantity: 'Qty',
  amount: 'Amount',
  size: (size) => `Size: ${size}`,
  colour: (colour) => `Colour: ${colour}`,
  subtotal: 'Subtotal',
  codFee: 'Cash on delivery fee',
  total: 'Total',
  deliveryAddress: 'Delivery address',
  phone: (phone) => `Phone: ${phone}`,
  note: (note) => `Delivery note: ${note}`,
  openOrder: (number) => `Open order ${number} in the back office`,
  shopperFooter: 'You receive this message because you placed an order with Sakina.',
  staffFooter: 'An automatic message from the Sakina store.',
};

const ar: MailTexts = {
  brand: 'سكينة',
  tagline: 'أزياء محتشمة بروح هادئة',
  subject: {
    'order-placed': (number) => `تم استلام طلبك ${number}`,
    'order-confirmed': (number) => `تم تأكيد طلبك ${number}`,
    'order-shipped': (number) => `تم شحن طلبك ${number}`,
    'order-delivered': (number) => `تم توصيل طلبك ${number}`,
    'new-order': (number, total) => `طلب جديد ${number}: ${total}`,
  },
  heading: {
    'order-placed': 'شكرًا لطلبك',
    'order-confirmed': 'تم تأكيد طلبك',
    'order-shipped': 'طلبك في الطريق إليك',
    'order-delivered': 'تم توصيل طلبك',
    'new-order': 'وصل طلب جديد',
  },
  intro: {
    'order-placed': (name, number) => `مرحبًا ${name}، استلمنا طلبك ${number}، وسنكتب إليك مجددًا عندما يصبح في الطريق إليك.`,
    'order-confirmed': (name, number) => `مرحبًا ${name}، أكّدنا طلبك ${number} ونعمل الآن على تجهيزه.`,
    'order-shipped': (name, number) => `مرحبًا ${name}، خرج طلبك ${number} من عندنا وهو في الطريق إليك.`,
    'order-delivered': (name, number) => `مرحبًا ${name}، تم توصيل طلبك ${number}. شكرًا لتسوقك من سكينة.`,
  },
  staffIntro: (number, name, city) => `وصل الطلب ${number} باسم ${name}، ${city}.`,
  codWhenPlaced: (total) => `الدفع نقدًا عند الاستلام: يُرجى تجهيز ${total} عند وصول طلبك.`,
  codOnTheWay: (total) => `يُرجى تجهيز ${total} نقدًا لمندوب التوصيل.`,
  orderDate: (date) => `تاريخ الطلب: ${date}`,
  yourOrder: 'طلبك',
  theOrder: 'الطلب',
  item: 'المنتج',
  quantity: 'الكمية',
  amount: 'المبلغ',
  size: (size) => `المقاس: ${size}`,
  colour: (colour) => `اللون: ${colour}`,
  subtotal: 'المجموع الفرعي',
  codFee: 'رسوم الدفع عند الاستلام',
  total: 'الإجمالي',
  deliveryAddress: 'عنوان التوصيل',
  phone: (phone) => `الهاتف: \u2066${phone}\u2069`,
  note: (note) => `ملاحظة التوصيل: ${note}`,
  openOrder: (number) => `فتح الطلب ${number} في لوحة الإدارة`,
  shopperFooter: 'وصلتكِ هذه الرسالة لأنكِ طلبتِ من سكينة.',
  staffFooter: 'رسالة آلية من متجر سكينة.',
};

export const mailTexts: Record<ShopperLocale, MailTexts> = { ar, en };

import type { CancelReason, ShopperLocale } from '../../../events/orders.js';
import type { OrderMailKind, ShopperMailKind } from '../kinds.js';

/**
 * Every word of the store's mail, in Arabic and English (the Arabic typed against the same shape, so a missing
 * text fails the typecheck). Values come in as plain text; the HTML renderer escapes the finished strings. Shoppers
 * are addressed as the storefront addresses them (in Arabic, in the feminine).
 */
export interface MailTexts {
  readonly brand: string;
  readonly tagline: string;
  /** `number` is the order number as shown ("#1042"); `total` a formatted amount. */
  readonly subject: Record<OrderMailKind, (number: string, total: string) => string>;
  readonly heading: Record<OrderMailKind, string>;
  readonly intro: Record<ShopperMailKind, (name: string, number: string) => string>;
  readonly staffIntro: (number: string, name: string, city: string) => string;
  /** Why her order was cancelled, in words: by her own request (`by-shopper`), or the staff's or the store's reason. */
  readonly cancelledIntro: Record<CancelReason | 'by-shopper', (name: string, number: string) => string>;
  /** What an edit of her order's lines changed its total from (ADR 067). */
  readonly editedTotal: (total: string, before: string) => string;
  /** Nothing is owed for a cancelled COD order. */
  readonly nothingToPay: string;
  /** The mailed link: what it is for, and its button. */
  readonly confirmPrompt: string;
  readonly confirmAction: string;
  /** The delivered order's link to its tax invoice. */
  readonly viewInvoice: string;
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
  readonly discount: (code: string) => string;
  readonly deliveryFee: string;
  readonly total: string;
  /** Her store credit the order took, and what is left to pay at the door (ADR 067). */
  readonly storeCredit: string;
  readonly amountDue: string;
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
    'order-cancelled': (number) => `Order ${number} cancelled`,
    'delivery-missed': (number) => `Order ${number}: the courier will come again`,
    'order-edited': (number, total) => `Order ${number} changed: new total ${total}`,
    'return-approved': (number) => `Your return from order ${number} is approved`,
    'return-rejected': (number) => `Your return from order ${number} was not accepted`,
    'return-received': (number) => `We received your return from order ${number}`,
    'return-refunded': (number) => `Your return from order ${number} is refunded`,
    'return-exchanged': (number) => `Your exchange for order ${number} is on its way`,
    'new-order': (number, total) => `New order ${number}: ${total}`,
  },
  heading: {
    'order-placed': 'Thank you for your order',
    'order-confirmed': 'Your order is confirmed',
    'order-shipped': 'Your order is on its way',
    'order-delivered': 'Your order has been delivered',
    'order-cancelled': 'Your order is cancelled',
    'delivery-missed': 'We missed you today',
    'order-edited': 'Your order has changed',
    'return-approved': 'Your return is approved',
    'return-rejected': 'Your return was not accepted',
    'return-received': 'We received your return',
    'return-refunded': 'Your return is refunded',
    'return-exchanged': 'Your exchange is being prepared',
    'new-order': 'A new order has arrived',
  },
  intro: {
    'order-placed': (name, number) =>
      `Hello ${name}, we have received your order ${number}. We will write again when it is on its way.`,
    'order-confirmed': (name, number) => `Hello ${name}, we have confirmed your order ${number} and are preparing it.`,
    'order-shipped': (name, number) => `Hello ${name}, your order ${number} has left us and is on its way to you.`,
    'order-delivered': (name, number) =>
      `Hello ${name}, your order ${number} has been delivered. Thank you for shopping with Sakina.`,
    'order-cancelled': (name, number) => `Hello ${name}, your order ${number} has been cancelled.`,
    'delivery-missed': (name, number) =>
      `Hello ${name}, the courier came with your order ${number} but could not deliver it: nobody was home. The courier will try again, so please keep your phone close.`,
    'order-edited': (name, number) => `Hello ${name}, we have changed the items of your order ${number}. Here is your order as it stands now.`,
    'return-approved': (name, number) => `Hello ${name}, we have approved your return from order ${number}. Please send the pieces back to us.`,
    'return-rejected': (name, number) => `Hello ${name}, we could not accept your return from order ${number}. Your account shows our note.`,
    'return-received': (name, number) => `Hello ${name}, the pieces you returned from order ${number} have reached us.`,
    'return-refunded': (name, number) => `Hello ${name}, we have refunded your return from order ${number}. Its credit note is in your account.`,
    'return-exchanged': (name, number) => `Hello ${name}, the new size for your return from order ${number} is on its way as a new order, at no cost.`,
  },
  staffIntro: (number, name, city) => `Order ${number} was placed for ${name}, ${city}.`,
  cancelledIntro: {
    'by-shopper': (name, number) => `Hello ${name}, your order ${number} has been cancelled as you asked.`,
    customer_request: (name, number) => `Hello ${name}, we have cancelled your order ${number} at your request.`,
    unreachable: (name, number) =>
      `Hello ${name}, we have cancelled your order ${number} because we could not reach you to confirm it.`,
    out_of_stock: (name, number) =>
      `Hello ${name}, we are sorry: we have cancelled your order ${number} because an item in it is no longer available.`,
    suspected_fraud: (name, number) => `Hello ${name}, we could not accept your order ${number}, so it has been cancelled.`,
    other: (name, number) => `Hello ${name}, we have cancelled your order ${number}.`,
    unconfirmed: (name, number) =>
      `Hello ${name}, your order ${number} was not confirmed in time, so the store has cancelled it.`,
  },
  editedTotal: (total, before) => `The new total is ${total} (it was ${before}).`,
  nothingToPay: 'You pay nothing for a cancelled order, and you are welcome to order again at any time.',
  confirmPrompt: 'Please confirm your order so we can prepare it. On the same page you can also cancel it.',
  confirmAction: 'Confirm my order',
  viewInvoice: 'View your invoice',
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
  discount: (code) => `Discount (${code})`,
  deliveryFee: 'Delivery',
  total: 'Total',
  storeCredit: 'Paid with store credit',
  amountDue: 'To pay on delivery',
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
    'order-cancelled': (number) => `تم إلغاء طلبك ${number}`,
    'delivery-missed': (number) => `طلبك ${number}: سيعود مندوب التوصيل مجددًا`,
    'order-edited': (number, total) => `تعديل طلبك ${number}: الإجمالي الجديد ${total}`,
    'return-approved': (number) => `قُبل إرجاعك من الطلب ${number}`,
    'return-rejected': (number) => `لم يُقبل إرجاعك من الطلب ${number}`,
    'return-received': (number) => `استلمنا إرجاعك من الطلب ${number}`,
    'return-refunded': (number) => `رُدّ مبلغ إرجاعك من الطلب ${number}`,
    'return-exchanged': (number) => `استبدالك من الطلب ${number} في الطريق`,
    'new-order': (number, total) => `طلب جديد ${number}: ${total}`,
  },
  heading: {
    'order-placed': 'شكرًا لطلبك',
    'order-confirmed': 'تم تأكيد طلبك',
    'order-shipped': 'طلبك في الطريق إليك',
    'order-delivered': 'تم توصيل طلبك',
    'order-cancelled': 'تم إلغاء طلبك',
    'delivery-missed': 'لم نجدكِ اليوم',
    'order-edited': 'تم تعديل طلبك',
    'return-approved': 'قُبل إرجاعك',
    'return-rejected': 'لم يُقبل إرجاعك',
    'return-received': 'استلمنا إرجاعك',
    'return-refunded': 'رُدّ مبلغ إرجاعك',
    'return-exchanged': 'نجهّز استبدالك',
    'new-order': 'وصل طلب جديد',
  },
  intro: {
    'order-placed': (name, number) => `مرحبًا ${name}، استلمنا طلبك ${number}، وسنكتب إليك مجددًا عندما يصبح في الطريق إليك.`,
    'order-confirmed': (name, number) => `مرحبًا ${name}، أكّدنا طلبك ${number} ونعمل الآن على تجهيزه.`,
    'order-shipped': (name, number) => `مرحبًا ${name}، خرج طلبك ${number} من عندنا وهو في الطريق إليك.`,
    'order-delivered': (name, number) => `مرحبًا ${name}، تم توصيل طلبك ${number}. شكرًا لتسوقك من سكينة.`,
    'order-cancelled': (name, number) => `مرحبًا ${name}، تم إلغاء طلبك ${number}.`,
    'delivery-missed': (name, number) =>
      `مرحبًا ${name}، وصل مندوب التوصيل بطلبك ${number} لكنه لم يجد أحدًا في العنوان. سيحاول المندوب التوصيل مرة أخرى، فيُرجى إبقاء هاتفك قريبًا منكِ.`,
    'order-edited': (name, number) => `مرحبًا ${name}، عدّلنا منتجات طلبك ${number}. هذا طلبك كما أصبح الآن.`,
    'return-approved': (name, number) => `مرحبًا ${name}، قبلنا إرجاعك من الطلب ${number}. أعيدي القطع إلينا من فضلك.`,
    'return-rejected': (name, number) => `مرحبًا ${name}، تعذّر علينا قبول إرجاعك من الطلب ${number}. تجدين ملاحظتنا في حسابك.`,
    'return-received': (name, number) => `مرحبًا ${name}، وصلتنا القطع التي أعدتِها من الطلب ${number}.`,
    'return-refunded': (name, number) => `مرحبًا ${name}، رددنا مبلغ إرجاعك من الطلب ${number}. الإشعار الدائن في حسابك.`,
    'return-exchanged': (name, number) => `مرحبًا ${name}، المقاس الجديد لإرجاعك من الطلب ${number} في الطريق إليك بطلب جديد دون تكلفة.`,
  },
  staffIntro: (number, name, city) => `وصل الطلب ${number} باسم ${name}، ${city}.`,
  cancelledIntro: {
    'by-shopper': (name, number) => `مرحبًا ${name}، تم إلغاء طلبك ${number} بناءً على طلبكِ.`,
    customer_request: (name, number) => `مرحبًا ${name}، ألغينا طلبك ${number} بناءً على طلبكِ.`,
    unreachable: (name, number) => `مرحبًا ${name}، ألغينا طلبك ${number} لأننا لم نتمكن من الوصول إليكِ لتأكيده.`,
    out_of_stock: (name, number) => `مرحبًا ${name}، نعتذر إليكِ: ألغينا طلبك ${number} لأن أحد منتجاته لم يعد متوفرًا.`,
    suspected_fraud: (name, number) => `مرحبًا ${name}، تعذّر علينا قبول طلبك ${number}، لذا تم إلغاؤه.`,
    other: (name, number) => `مرحبًا ${name}، ألغينا طلبك ${number}.`,
    unconfirmed: (name, number) => `مرحبًا ${name}، لم يُؤكَّد طلبك ${number} في الوقت المحدد، لذا ألغاه المتجر.`,
  },
  editedTotal: (total, before) => `الإجمالي الجديد ${total} (كان ${before}).`,
  nothingToPay: 'لا يترتب عليكِ أي مبلغ مقابل طلب ملغى، ويسعدنا أن تطلبي مجددًا في أي وقت.',
  confirmPrompt: 'يُرجى تأكيد طلبك لنبدأ بتجهيزه. ويمكنكِ من الصفحة نفسها إلغاؤه أيضًا.',
  confirmAction: 'تأكيد طلبي',
  viewInvoice: 'عرض فاتورتك',
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
  discount: (code) => `الخصم (\u2066${code}\u2069)`,
  deliveryFee: 'التوصيل',
  total: 'الإجمالي',
  storeCredit: 'مدفوع من رصيد المتجر',
  amountDue: 'المبلغ المستحق عند الاستلام',
  deliveryAddress: 'عنوان التوصيل',
  phone: (phone) => `الهاتف: \u2066${phone}\u2069`,
  note: (note) => `ملاحظة التوصيل: ${note}`,
  openOrder: (number) => `فتح الطلب ${number} في لوحة الإدارة`,
  shopperFooter: 'وصلتكِ هذه الرسالة لأنكِ طلبتِ من سكينة.',
  staffFooter: 'رسالة آلية من متجر سكينة.',
};

export const mailTexts: Record<ShopperLocale, MailTexts> = { ar, en };

import { describe, expect, it } from 'vitest';
import { composeOrderMail, type PlacedOrder } from './order-mail.js';

const order: PlacedOrder = {
  orderId: '1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10',
  orderNumber: 1042,
  userId: '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12',
  items: [
    {
      itemId: '2b7c3d4e-5f60-4a71-8b92-c3d4e5f60718',
      productId: '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829',
      variantId: '4d9e5f60-7182-4c93-8db4-e5f60718293a',
      productNameEn: 'Linen Abaya',
      productNameAr: 'عباية كتان',
      variantSize: 'M',
      variantColor: 'Sand',
      quantity: 2,
      price: '1250.50',
    },
  ],
  subtotal: '2501.00',
  discount: '0.00',
  deliveryFee: '0.00',
  emirate: null,
  coupon: null,
  codFee: '15.00',
  totalAmount: '2516.00',
  paymentMethod: 'cod',
  shippingName: 'Noura',
  shippingPhone: '+971501234567',
  shippingCity: 'Dubai',
  shippingAddressLine1: 'Villa 4, Street 12',
  shippingAddressLine2: null,
  deliveryNote: null,
  placedAt: '2026-11-21T09:00:00.000Z',
  locale: 'ar',
  storeCreditUsed: '0.00',
  exchangeOf: null,
};

const compose = (overrides: Partial<Parameters<typeof composeOrderMail>[0]> = {}) =>
  composeOrderMail({ kind: 'order-placed', order, locale: 'ar', recipientName: 'نورة', ...overrides });

describe('order mail', () => {
  it('writes an Arabic confirmation right to left, with the number, the lines, the totals, the cash to have ready and the address', () => {
    const mail = compose();
    expect(mail.subject).toBe('تم استلام طلبك \u2066#1042\u2069');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div dir="rtl" lang="ar"');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('عباية كتان');
      // The store's colour in Arabic.
      expect(part).toContain('المقاس: M · اللون: رملي');
      expect(part).toContain('2,501.00 درهم');
      expect(part).toContain('يُرجى تجهيز 2,516.00 درهم');
      expect(part).toContain('Villa 4, Street 12');
      expect(part).toContain('مرحبًا نورة');
    }
  });

  it('writes in English, left to right, with amounts formatted as the web formats them', () => {
    const mail = compose({ locale: 'en', recipientName: 'Noura' });
    expect(mail.subject).toBe('Order #1042 placed');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('Linen Abaya');
    expect(mail.text).toContain('Size: M · Colour: Sand');
    expect(mail.text).toContain('Total: 2,516.00 AED');
    expect(mail.text).toContain('please have 2,516.00 AED ready');
  });

  it('writes the phone in its local form, left to right inside Arabic', () => {
    const placed = { ...order, shippingPhone: '+971501234567' };
    expect(compose({ locale: 'en', recipientName: 'Noura', order: placed }).text).toContain('Phone: 050 123 4567');
    expect(compose({ order: placed }).text).toContain('الهاتف: \u2066050 123 4567\u2069');
  });

  it("lists a coupon's discount and the delivery fee when the order has them, and leaves them out when nothing", () => {
    const priced = { ...order, discount: '250.10', deliveryFee: '20.00', totalAmount: '2285.90', coupon: { couponId: order.orderId, code: 'EID10', kind: 'percent' as const } };
    const mail = compose({ locale: 'en', recipientName: 'Noura', order: priced });
    expect(mail.text).toContain('Discount (EID10): -250.10 AED');
    expect(mail.text).toContain('Delivery: 20.00 AED');
    expect(mail.text).toContain('Total: 2,285.90 AED');
    expect(compose({ locale: 'en' }).text).not.toMatch(/Discount|Delivery:/);
  });

  it("links the delivered order's mail to her invoice page, in her language, and nothing without an invoice", () => {
    const invoiceUrl = 'http://shop.example/account/orders/1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10/invoice';
    const arabic = compose({ kind: 'order-delivered', invoiceUrl });
    expect(arabic.html).toContain(`href="${invoiceUrl}"`);
    expect(arabic.text).toContain(invoiceUrl);
    expect(arabic.html).toContain('عرض فاتورتك');
    expect(compose({ kind: 'order-delivered', locale: 'en', invoiceUrl }).text).toContain('View your invoice');
    expect(compose({ kind: 'order-delivered' }).html).not.toContain('/invoice');
  });

  it('names the order number in every subject, in either language', () => {
    for (const kind of ['order-placed', 'order-confirmed', 'order-shipped', 'order-delivered', 'order-cancelled', 'delivery-missed', 'new-order'] as const) {
      for (const locale of ['ar', 'en'] as const) expect(compose({ kind, locale }).subject).toContain('#1042');
    }
    expect(compose({ kind: 'order-shipped', locale: 'en' }).subject).toBe('Order #1042 shipped');
    expect(compose({ kind: 'order-shipped' }).subject).toBe('تم شحن طلبك \u2066#1042\u2069');
  });

  it('escapes every value in the HTML part, and the text part keeps them as written', () => {
    const hostile: PlacedOrder = {
      ...order,
      items: [{ ...order.items[0]!, productNameAr: '<b>x</b>', productNameEn: '<b>x</b>', variantColor: '<i>red</i>' }],
      shippingName: '<script>alert(1)</script>',
      shippingAddressLine1: 'Villa "4" & \'5\'',
      deliveryNote: '<img src=x onerror=alert(1)>',
    };
    const mail = composeOrderMail({ kind: 'new-order', order: hostile, locale: 'en', recipientName: '', backOfficeUrl: 'http://shop.example/admin/orders?order=1042&x="y"' });
    expect(mail.html).not.toMatch(/<b>x|<i>red|<script|<img/);
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Villa &quot;4&quot; &amp; &#39;5&#39;');
    expect(mail.html).toContain('href="http://shop.example/admin/orders?order=1042&amp;x=&quot;y&quot;"');
    expect(mail.text).toContain('<b>x</b>');
  });

  it('fetches nothing from elsewhere: no images, fonts, stylesheets or scripts', () => {
    for (const kind of ['order-placed', 'new-order'] as const) {
      const { html } = compose({ kind, backOfficeUrl: 'http://localhost:3000/admin/orders?order=1042' });
      expect(html).not.toMatch(/<img|<link|<script|@import|@font-face|url\(|src=/i);
      expect([...html.matchAll(/https?:\/\/[^"<\s]+/g)].map((match) => match[0])).toEqual(
        kind === 'new-order' ? ['http://localhost:3000/admin/orders?order=1042'] : [],
      );
    }
  });

  it('gives staff the order with a link to it in the back office', () => {
    const mail = compose({ kind: 'new-order', locale: 'en', backOfficeUrl: 'https://shop.example/admin/orders?order=1042' });
    expect(mail.subject).toBe('New order #1042: 2,516.00 AED');
    expect(mail.html).toContain('href="https://shop.example/admin/orders?order=1042"');
    expect(mail.text).toContain('Open order #1042 in the back office:\nhttps://shop.example/admin/orders?order=1042');
    expect(mail.text).toContain('Phone: 050 123 4567');
  });

  it('carries the confirmation link once in each part of the placed order\'s mail, in either language, and in no other', () => {
    const confirmUrl = 'https://shop.example/orders/confirm/1f6a2c1e-3b1d-4c8e-9a57-5c2d7f1e9b10.mac';
    const count = (text: string) => text.split(confirmUrl).length - 1;
    for (const locale of ['ar', 'en'] as const) {
      const mail = compose({ locale, confirmUrl });
      expect(count(mail.html), locale).toBe(1);
      expect(count(mail.text), locale).toBe(1);
      expect(mail.html).toContain(`href="${confirmUrl}"`);
    }
    expect(compose({ confirmUrl }).text).toContain(`تأكيد طلبي:\n${confirmUrl}`);
    expect(compose({ locale: 'en', confirmUrl }).text).toContain(`Confirm my order:\n${confirmUrl}`);
    expect(compose({ kind: 'order-confirmed', confirmUrl }).text).not.toContain(confirmUrl);
  });

  it('says who cancelled the order and why, in words, and that nothing is owed', () => {
    const cancelled = (by: 'shopper' | 'staff' | 'system', reason: 'customer_request' | 'unreachable' | 'unconfirmed', locale: 'ar' | 'en' = 'en') =>
      compose({ kind: 'order-cancelled', locale, recipientName: 'Noura', cancellation: { by, reason } });
    expect(cancelled('shopper', 'customer_request').subject).toBe('Order #1042 cancelled');
    expect(cancelled('shopper', 'customer_request').text).toContain('has been cancelled as you asked');
    expect(cancelled('staff', 'unreachable').text).toContain('because we could not reach you to confirm it');
    expect(cancelled('system', 'unconfirmed').text).toContain('was not confirmed in time, so the store has cancelled it');
    expect(cancelled('system', 'unconfirmed').text).toContain('You pay nothing for a cancelled order');
    expect(cancelled('system', 'unconfirmed', 'ar').text).toContain('لم يُؤكَّد طلبك');
    expect(cancelled('shopper', 'customer_request', 'ar').html).toContain('<html lang="ar" dir="rtl">');
  });

  it('tells her the courier missed her and will come again, with the cash to have ready', () => {
    const mail = compose({ kind: 'delivery-missed', locale: 'en', recipientName: 'Noura' });
    expect(mail.text).toContain('The courier will try again');
    expect(mail.text).toContain('Please have 2,516.00 AED ready in cash for the courier.');
    expect(compose({ kind: 'delivery-missed' }).text).toContain('سيحاول المندوب التوصيل مرة أخرى');
  });
});

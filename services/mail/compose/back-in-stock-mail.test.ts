import { describe, expect, it } from 'vitest';
import type { StockAlertFiredData } from '../../../events/stock-alerts.js';
import { composeBackInStockMail } from './back-in-stock-mail.js';

const alert = (changes: Partial<StockAlertFiredData> = {}): StockAlertFiredData => ({
  variantId: '4d9e5f60-7182-4c93-8db4-e5f60718293a',
  productId: '3c8d4e5f-6071-4b82-9ca3-d4e5f6071829',
  userId: '7a0e4b2c-1111-4d2e-8f3a-2b4c6d8e0f12',
  locale: 'en',
  requestedAt: '2026-12-01T09:00:00.000Z',
  firedAt: '2026-12-03T12:00:00.000Z',
  slug: 'pleated-abaya',
  productNameEn: '<b>Pleated</b> Abaya',
  productNameAr: 'عباية بكسرات',
  size: 'XL',
  color: 'Sand',
  ...changes,
});
const url = 'https://shop.example/product/pleated-abaya';

describe('the back-in-stock message', () => {
  it('tells her in English which size is back, with one link to the product, every value as text', () => {
    const mail = composeBackInStockMail({ alert: alert(), recipientName: 'Mariam', productUrl: url });
    expect(mail.subject).toBe('Back in stock: <b>Pleated</b> Abaya');
    expect(mail.text).toContain('Hello Mariam, good news: <b>Pleated</b> Abaya is back in stock.');
    expect(mail.text).toContain('Size: XL · Colour: Sand');
    expect(mail.text).toContain(`See it in the shop:\n${url}`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('&lt;b&gt;Pleated&lt;/b&gt; Abaya');
    expect(mail.html).not.toContain('<b>Pleated</b>');
    expect(mail.html.match(/href="/g)).toHaveLength(1);
  });

  it('writes in Arabic, right to left, when she asked in Arabic; a product in one size names none', () => {
    const mail = composeBackInStockMail({ alert: alert({ locale: 'ar', size: null, color: null }), recipientName: 'نورة', productUrl: url });
    expect(mail.subject).toBe('عاد إلى المخزون: عباية بكسرات');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحبًا نورة، خبر سار: عباية بكسرات متوفر من جديد.');
    expect(mail.text).not.toContain('المقاس');
  });
});

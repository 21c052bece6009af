import { describe, expect, it } from 'vitest';
import type { ReviewRequestedData } from '../../../events/reviews.js';
import { composeReviewRequestMail } from './review-request-mail.js';

const request: ReviewRequestedData = {
  orderId: '5a1f0c2e-7b3d-4e6a-9c8b-1d2e3f4a5b6c',
  orderNumber: 1042,
  userId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60',
  locale: 'en',
  products: [
    { productId: '0b9a3c1e-2f4d-4e6a-8b7c-9d0e1f2a3b4c', slug: 'sand-abaya', nameEn: '<b>Sand</b> Abaya', nameAr: 'عباية رملية' },
    { productId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', slug: 'silk-hijab', nameEn: 'Silk Hijab', nameAr: '' },
  ],
  requestedAt: '2026-11-28T06:00:00.000Z',
};

describe('the message asking her to review her delivered order', () => {
  it('links each product to its review section, in English, names as text', () => {
    const mail = composeReviewRequestMail({ request, recipientName: 'Huda', publicUrl: 'https://shop.example' });
    expect(mail.subject).toBe('How was your order #1042? Rate the products');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('href="https://shop.example/product/sand-abaya#reviews"');
    expect(mail.html).toContain('Rate &lt;b&gt;Sand&lt;/b&gt; Abaya');
    expect(mail.html).not.toContain('<b>Sand</b>');
    expect(mail.text).toContain('Hello Huda, your order #1042 reached you a few days ago.');
    expect(mail.text).toContain('Rate Silk Hijab:\nhttps://shop.example/product/silk-hijab#reviews');
  });

  it('writes in Arabic, right to left, with the English name where the Arabic is missing', () => {
    const mail = composeReviewRequestMail({ request: { ...request, locale: 'ar' }, recipientName: 'هدى', publicUrl: 'https://shop.example' });
    expect(mail.subject).toBe('كيف كان طلبكِ \u2066#1042\u2069؟ قيّمي المنتجات');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('قيّمي عباية رملية');
    expect(mail.text).toContain('قيّمي Silk Hijab');
  });
});

import type { ShopperLocale } from '../../../events/orders.js';
import type { ReviewRequestedData } from '../../../events/reviews.js';
import type { MailDocument, RenderedMail } from './document.js';
import { orderNumberText } from './format.js';
import { renderHtml } from './html.js';
import { renderText } from './text.js';
import { mailTexts } from './texts.js';

/** The words of the message asking her to review what her order held, in Arabic and English. */
interface ReviewRequestTexts {
  readonly subject: (number: string) => string;
  readonly heading: string;
  readonly intro: (name: string, number: string) => string;
  readonly ask: string;
  readonly rate: (product: string) => string;
  readonly thanks: string;
  readonly footer: string;
}

const texts: Record<ShopperLocale, ReviewRequestTexts> = {
  en: {
    subject: (number) => `How was your order ${number}? Rate the products`,
    heading: 'How was your order?',
    intro: (name, number) => `Hello ${name}, your order ${number} reached you a few days ago. We hope you love what you chose.`,
    ask: 'A few words and a star rating help other shoppers choose. It takes a minute:',
    rate: (product) => `Rate ${product}`,
    thanks: 'Thank you for shopping with Sakina.',
    footer: 'You receive this message because an order of yours from Sakina was delivered. We ask once per order.',
  },
  ar: {
    subject: (number) => `كيف كان طلبكِ ${number}؟ قيّمي المنتجات`,
    heading: 'كيف كان طلبكِ؟',
    intro: (name, number) => `مرحبًا ${name}، وصلكِ طلبكِ ${number} قبل أيام. نتمنى أن يكون ما اخترتِه قد نال إعجابكِ.`,
    ask: 'كلمات قليلة وتقييم بالنجوم يساعدان المتسوقات الأخريات على الاختيار. لن يستغرق ذلك سوى دقيقة:',
    rate: (product) => `قيّمي ${product}`,
    thanks: 'شكرًا لتسوقكِ مع سكينة.',
    footer: 'وصلتكِ هذه الرسالة لأن أحد طلباتكِ من سكينة قد وصل. نسألكِ مرة واحدة عن كل طلب.',
  },
};

export interface ReviewRequestMailInput {
  /** The request as it was made: the order, her language, the products with their names and slugs. */
  readonly request: ReviewRequestedData;
  readonly recipientName: string;
  /** The store's public address, without a trailing slash. */
  readonly publicUrl: string;
}

/** The review section of a product's page in the shop, as an absolute link. */
export function reviewSectionUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/product/${encodeURIComponent(slug)}#reviews`;
}

/** The message asking her to rate the products of her delivered order, in the order's language. */
export function composeReviewRequestMail(input: ReviewRequestMailInput): RenderedMail {
  const document = reviewRequestDocument(input);
  return { subject: document.subject, html: renderHtml(document), text: renderText(document) };
}

export function reviewRequestDocument({ request, recipientName, publicUrl }: ReviewRequestMailInput): MailDocument {
  const locale = request.locale;
  const t = texts[locale];
  const common = mailTexts[locale];
  const number = orderNumberText(request.orderNumber, locale);
  const links = request.products.map((product) => ({
    label: t.rate((locale === 'ar' ? product.nameAr : product.nameEn) || product.nameEn),
    url: reviewSectionUrl(publicUrl, product.slug),
  }));
  return {
    locale,
    subject: t.subject(number),
    brand: common.brand,
    tagline: common.tagline,
    heading: t.heading,
    paragraphs: [t.intro(recipientName, number), t.ask],
    links,
    closing: [t.thanks],
    footer: t.footer,
  };
}

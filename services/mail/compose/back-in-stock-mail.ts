import type { ShopperLocale } from '../../../events/orders.js';
import type { StockAlertFiredData } from '../../../events/stock-alerts.js';
import type { MailDocument, RenderedMail } from './document.js';
import { renderHtml } from './html.js';
import { renderText } from './text.js';
import { mailTexts } from './texts.js';

/** The words of the back-in-stock message (ADR 060), in Arabic and English; `product` and `details` arrive as text. */
interface BackInStockTexts {
  readonly subject: (product: string) => string;
  readonly heading: string;
  readonly intro: (name: string, product: string) => string;
  readonly details: (details: string) => string;
  readonly hurry: string;
  readonly action: string;
  readonly once: string;
  readonly footer: string;
}

const texts: Record<ShopperLocale, BackInStockTexts> = {
  en: {
    subject: (product) => `Back in stock: ${product}`,
    heading: 'It is back in stock',
    intro: (name, product) => `Hello ${name}, good news: ${product} is back in stock.`,
    details: (details) => `The one you asked about: ${details}.`,
    hurry: 'Pieces are few and go quickly, so order soon if you would like it.',
    action: 'See it in the shop',
    once: 'We tell you once. If it sells out again, you can ask again on its page.',
    footer: 'You receive this message because you asked Sakina to tell you when this item is back.',
  },
  ar: {
    subject: (product) => `عاد إلى المخزون: ${product}`,
    heading: 'عاد إلى المخزون',
    intro: (name, product) => `مرحبًا ${name}، خبر سار: ${product} متوفر من جديد.`,
    details: (details) => `ما طلبتِ التنبيه عنه: ${details}.`,
    hurry: 'القطع قليلة وتنفد بسرعة، فاطلبيه قريبًا إن رغبتِ فيه.',
    action: 'شاهديه في المتجر',
    once: 'نخبركِ مرة واحدة. إن نفد مجددًا، يمكنكِ طلب التنبيه مرة أخرى من صفحته.',
    footer: 'وصلتكِ هذه الرسالة لأنكِ طلبتِ من سكينة إخباركِ عند توفر هذا المنتج.',
  },
};

export interface BackInStockMailInput {
  /** The fired alert: the product's names and slug, the variant's size and colour, her language. */
  readonly alert: StockAlertFiredData;
  readonly recipientName: string;
  /** Absolute link to the product's page in the shop. */
  readonly productUrl: string;
}

/** The message telling a shopper that the size she waited for is back, in the language she asked in. */
export function composeBackInStockMail(input: BackInStockMailInput): RenderedMail {
  const document = backInStockDocument(input);
  return { subject: document.subject, html: renderHtml(document), text: renderText(document) };
}

export function backInStockDocument({ alert, recipientName, productUrl }: BackInStockMailInput): MailDocument {
  const locale = alert.locale;
  const t = texts[locale];
  const common = mailTexts[locale];
  const product = (locale === 'ar' ? alert.productNameAr : alert.productNameEn) || alert.productNameEn;
  const details = [alert.size ? common.size(alert.size) : null, alert.color ? common.colour(alert.color) : null].filter(Boolean).join(' · ');
  return {
    locale,
    subject: t.subject(product),
    brand: common.brand,
    tagline: common.tagline,
    heading: t.heading,
    paragraphs: [t.intro(recipientName, product), ...(details ? [t.details(details)] : []), t.hurry],
    action: { label: t.action, url: productUrl },
    closing: [t.once],
    footer: t.footer,
  };
}

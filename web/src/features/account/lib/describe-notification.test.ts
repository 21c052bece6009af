import { describe, expect, it } from "vitest";
import { createFormatters } from "@/lib/i18n/format";
import { translate } from "@/lib/i18n/translate";
import type { MessageKey } from "@/lib/i18n";
import { describeNotification } from "./describe-notification";

const t = (locale: "ar" | "en") => (key: MessageKey, params?: Record<string, string | number>) =>
  translate(locale, key, params, createFormatters(locale));

const shipped = {
  kind: "order-status",
  params: { orderId: "6f1c0a52-6a3e-4c1e-9a57-3f1d2b8c9e01", orderNumber: 1042, status: "shipped", totalAmount: "215.00" },
};

describe("describeNotification", () => {
  it("words an order's status change in the reader's language, with the amount to have ready", () => {
    const en = describeNotification(shipped, t("en"), createFormatters("en"));
    expect(en.text).toMatch(/^Your order #1042 is on its way\. Please have AED\s?215\.00 ready\.$/);
    expect(en.to).toBe("/account/orders/6f1c0a52-6a3e-4c1e-9a57-3f1d2b8c9e01");
    const ar = describeNotification(shipped, t("ar"), createFormatters("ar"));
    expect(ar.text).toContain("طلبك \u2066#1042\u2069 في الطريق إليك");
    expect(ar.text).toContain("215.00");
  });

  it("words a cancellation and a return in either language", () => {
    const cancelled = { ...shipped, params: { ...shipped.params, status: "cancelled" } };
    expect(describeNotification(cancelled, t("en"), createFormatters("en")).text).toBe("Your order #1042 has been cancelled.");
    expect(describeNotification(cancelled, t("ar"), createFormatters("ar")).text).toBe("تم إلغاء طلبك \u2066#1042\u2069.");
    const returning = { ...shipped, params: { ...shipped.params, status: "returning" } };
    expect(describeNotification(returning, t("en"), createFormatters("en"))).toEqual({
      text: "Your order #1042 could not be delivered and is on its way back to us.",
      to: "/account/orders/6f1c0a52-6a3e-4c1e-9a57-3f1d2b8c9e01",
    });
  });

  it("tells her the new total of an order whose items staff changed, with the total before", () => {
    const edited = { kind: "order-edited", params: { orderId: shipped.params.orderId, orderNumber: 1042, totalAmount: "285.00", totalBefore: "235.00" } };
    const en = describeNotification(edited, t("en"), createFormatters("en"));
    expect(en.text).toMatch(/^We changed the items of your order #1042\. The new total is AED\s?285\.00 \(it was AED\s?235\.00\)\.$/);
    expect(en.to).toBe("/account/orders/6f1c0a52-6a3e-4c1e-9a57-3f1d2b8c9e01");
    expect(describeNotification(edited, t("ar"), createFormatters("ar")).text).toContain("عدّلنا منتجات طلبك رقم 1042");
  });

  it("still says something for a kind it does not know", () => {
    const unknown = describeNotification({ kind: "price-drop", params: {} }, t("en"), createFormatters("en"));
    expect(unknown).toEqual({ text: "An update about your account.", to: null });
  });
});

describe("describeNotification of a size back in stock", () => {
  const back = {
    kind: "back-in-stock",
    params: {
      productId: "3c8d4e5f-6071-4b82-9ca3-d4e5f6071829",
      variantId: "4d9e5f60-7182-4c93-8db4-e5f60718293a",
      slug: "pleated-abaya",
      productNameEn: "Pleated Abaya",
      productNameAr: "عباية بكسرات",
      size: "XL",
      color: "Sand",
    },
  };

  it("names the product in the reader's language with the size she waited for, and links to its page", () => {
    expect(describeNotification(back, t("en"), createFormatters("en"))).toEqual({
      text: "Pleated Abaya (XL · Sand) is back in stock. Order it before it sells out again.",
      to: "/product/pleated-abaya",
    });
    expect(describeNotification(back, t("ar"), createFormatters("ar")).text).toBe(
      "عباية بكسرات (XL · Sand) متوفر من جديد. اطلبيه قبل أن ينفد مرة أخرى.",
    );
  });

  it("leaves out the size of a product sold in one size", () => {
    const { size: _size, color: _color, ...oneSize } = back.params;
    expect(describeNotification({ ...back, params: oneSize }, t("en"), createFormatters("en")).text).toBe(
      "Pleated Abaya is back in stock. Order it before it sells out again.",
    );
  });

  it("asks her, after a delivery, to rate the first product in the reader's language, linking to its reviews", () => {
    const asked = {
      kind: "review-request",
      params: { orderId: shipped.params.orderId, orderNumber: 1042, slug: "sand-abaya", productNameEn: "Sand Abaya", productNameAr: "عباية رملية", count: 1 },
    };
    expect(describeNotification(asked, t("en"), createFormatters("en"))).toEqual({
      text: "How was your order #1042? Rate Sand Abaya.",
      to: "/product/sand-abaya#reviews",
    });
    expect(describeNotification(asked, t("ar"), createFormatters("ar")).text).toBe("كيف كان طلبكِ \u2066#1042\u2069؟ قيّمي عباية رملية.");
    const several = { ...asked, params: { ...asked.params, count: 3 } };
    expect(describeNotification(several, t("en"), createFormatters("en")).text).toBe(
      "How was your order #1042? Rate Sand Abaya and the other pieces you received.",
    );
  });
});

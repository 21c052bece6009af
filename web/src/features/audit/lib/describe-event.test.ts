import { describe, expect, it } from "vitest";
import "@/lib/i18n/admin";
import type { MessageKey } from "@/lib/i18n";
import { createFormatters } from "@/lib/i18n/format";
import { translate, type MessageParams } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/types";
import { describeActor, describeEvent, knownEventTypes } from "./describe-event";

const i18n = (locale: Locale) => {
  const format = createFormatters(locale);
  return { locale, t: (key: MessageKey, params?: MessageParams) => translate(locale, key, params, format) };
};
/** The sentence without its direction isolates, to compare with plain text. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, "");
const en = i18n("en");
const ar = i18n("ar");

describe("an event's summary in words", () => {
  it("counts a placed order's pieces with the plural form their number takes, in each language", () => {
    const placed = (items: number) => ({ kind: "OrderPlaced", params: { orderId: "o", orderNumber: 1042, total: "455.00", items } });
    expect(plain(describeEvent(placed(1), en))).toBe("Order #1042 placed: 1 item, 455.00 AED");
    expect(plain(describeEvent(placed(3), en))).toBe("Order #1042 placed: 3 items, 455.00 AED");
    expect(plain(describeEvent(placed(1), ar))).toMatch(/: منتج واحد، /);
    expect(plain(describeEvent(placed(2), ar))).toMatch(/: منتجان، /);
    expect(plain(describeEvent(placed(3), ar))).toMatch(/: ٣ منتجات، |: 3 منتجات، /);
    expect(plain(describeEvent(placed(11), ar))).toMatch(/منتجًا، /);
    expect(describeEvent(placed(3), en)).not.toContain("(s)");
  });

  it("says both the lines and the pieces an edit changed, each in its plural form, in each language", () => {
    const edited = {
      kind: "OrderItemsEdited",
      params: { orderId: "o", orderNumber: 1042, itemsBefore: 1, items: 2, piecesBefore: 1, pieces: 4, totalBefore: "295.00", total: "980.00" },
    };
    expect(plain(describeEvent(edited, en))).toBe("Order #1042: items changed (1 line, 1 item → 2 lines, 4 items), total 295.00 → 980.00 AED");
    expect(plain(describeEvent(edited, ar))).toMatch(/\(سطر واحد، منتج واحد ← سطران، (4|٤) منتجات\)/);
    // An entry summarised before pieces were counted still reads, by its lines.
    const older = { kind: "OrderItemsEdited", params: { orderId: "o", orderNumber: 7, itemsBefore: 2, items: 1, totalBefore: "1.00", total: "2.00" } };
    expect(plain(describeEvent(older, en))).toContain("(2 lines → 1 line)");
  });

  it("says who moved which order from which status to which, in each language", () => {
    const summary = { kind: "OrderStatusChanged", params: { orderId: "o", orderNumber: 1042, from: "placed", to: "confirmed" } };
    expect(describeEvent(summary, en)).toBe("Order #1042 moved from Placed to Confirmed");
    expect(plain(describeEvent(summary, ar))).toMatch(/^انتقل الطلب رقم 1042 من .+ إلى .+$/);
    expect(describeEvent(summary, ar)).not.toMatch(/placed|confirmed/);
  });

  it("says that a move back was a correction, and that a step reached again was told before, in each language", () => {
    const corrected = { kind: "OrderStatusChanged", params: { orderId: "o", orderNumber: 1042, from: "shipped", to: "placed", correction: true, reachedBefore: true } };
    expect(describeEvent(corrected, en)).toBe("Order #1042 corrected from Shipped back to Placed; the shopper was not told");
    expect(plain(describeEvent(corrected, ar))).toMatch(/^صُحّح الطلب رقم 1042 من .+ وأُعيد إلى .+؛ لم يُبلَّغ العميل$/);
    const again = { kind: "OrderStatusChanged", params: { orderId: "o", orderNumber: 1042, from: "packed", to: "shipped", correction: false, reachedBefore: true } };
    expect(describeEvent(again, en)).toBe("Order #1042 moved from Packed to Shipped again; the shopper was told of it before");
    expect(plain(describeEvent(again, ar))).toMatch(/مرة أخرى/);
  });

  it("says who set the seller's details for invoices and which invoice an order got, in each language", () => {
    const registered = {
      kind: "BusinessDetailsChanged",
      params: { legalNameEn: "Sakina LLC", legalNameAr: "سكينة ذ.م.م", trn: "100123456700003", vatRegistered: true },
    };
    expect(plain(describeEvent(registered, en))).toBe("Seller details set: Sakina LLC, VAT-registered, TRN 100123456700003");
    expect(plain(describeEvent(registered, ar))).toBe("ضُبطت بيانات البائع: سكينة ذ.م.م، مسجَّل في ضريبة القيمة المضافة، الرقم الضريبي 100123456700003");
    expect(plain(describeEvent({ ...registered, params: { ...registered.params, trn: null, vatRegistered: false } }, en))).toBe(
      "Seller details set: Sakina LLC, not VAT-registered",
    );
    const issued = { kind: "InvoiceIssued", params: { orderId: "o", orderNumber: 1042, invoiceNumber: "INV-000007" } };
    expect(plain(describeEvent(issued, en))).toBe("Invoice INV-000007 issued for order #1042");
    expect(knownEventTypes).toEqual(expect.arrayContaining(["BusinessDetailsChanged", "InvoiceIssued", "DocumentNumberTaken"]));
  });

  it("shows names stored in both languages in the reader's", () => {
    const summary = { kind: "ProductRevised", params: { nameEn: "Black Abaya", nameAr: "عباية سوداء", variants: 2 } };
    expect(describeEvent(summary, en)).toBe("Product “\u2068Black Abaya\u2069” edited");
    expect(plain(describeEvent(summary, ar))).toBe("عُدّل المنتج «عباية سوداء»");
  });

  it("says by how much and why an admin moved a variant's stock", () => {
    const summary = { kind: "StockAdjustmentMade", params: { productId: "p", variantId: "v", change: 12, reason: "received", stock: 40 } };
    expect(describeEvent(summary, en)).toBe("Stock moved by +12 (Received), now 40");
    expect(plain(describeEvent({ ...summary, params: { ...summary.params, change: -3, reason: "damaged" } }, en))).toBe(
      "Stock moved by -3 (Damaged), now 40",
    );
    expect(describeEvent(summary, ar)).not.toMatch(/received/);
  });

  it("has a sentence for every type it offers as a filter, and names a type it does not know", () => {
    for (const kind of knownEventTypes) {
      for (const reader of [en, ar]) {
        const text = describeEvent({ kind, params: {} }, reader);
        expect(text, kind).not.toMatch(/^audit\.event/);
      }
    }
    expect(plain(describeEvent({ kind: "other", params: { type: "UserRoleChanged" } }, en))).toBe("Recorded change (UserRoleChanged)");
    expect(plain(describeEvent({ kind: "other", params: { type: "UserRoleChanged" } }, ar))).toBe("تغيير مسجّل (UserRoleChanged)");
  });

  it("names the actor with the role they acted in", () => {
    const admin = { id: "a", name: "Huda", email: "huda@store.test", role: "admin" };
    expect(plain(describeActor(admin, en.t))).toBe("Huda · huda@store.test (administrator)");
    // The Latin name and address are isolated runs inside the Arabic sentence.
    expect(describeActor(admin, ar.t)).toBe("\u2068Huda\u2069 · \u2068huda@store.test\u2069 (مسؤول)");
    expect(describeActor({ id: "anonymous", name: null, email: null, role: "visitor" }, en.t)).toBe("a visitor");
    expect(describeActor({ id: "system", name: null, email: null, role: "system" }, ar.t)).toBe("النظام");
  });
});

describe("the cash-on-delivery events in words (ADR 057)", () => {
  it("says why and by whom an order was cancelled, and why its units went back", () => {
    const cancelled = { kind: "OrderCancelled", params: { orderId: "o", orderNumber: 1042, reason: "suspected_fraud", by: "staff" } };
    expect(plain(describeEvent(cancelled, en))).toBe("Order #1042 cancelled by staff (Suspected fraud)");
    expect(describeEvent(cancelled, ar)).not.toMatch(/suspected_fraud|staff/);
    const released = { kind: "StockReleased", params: { orderId: "o", quantity: 2, remaining: 7, reason: "returned_to_origin" } };
    expect(plain(describeEvent(released, en))).toBe("2 unit(s) back in stock from a returned parcel, 7 left");
    expect(plain(describeEvent({ ...released, params: { ...released.params, reason: "order_cancelled" } }, en))).toBe(
      "2 unit(s) back in stock from a cancelled order, 7 left",
    );
    expect(plain(describeEvent({ ...released, params: { ...released.params, reason: null } }, en))).toBe(
      "2 unit(s) back in stock from an order, 7 left",
    );
  });

  it("says why units were reserved: an order placed (also before reservations had a reason), an edit or an exchange", () => {
    const reserved = { kind: "StockReserved", params: { orderId: "o", quantity: 2, remaining: 7, reason: "order_placed", returnId: null } };
    expect(plain(describeEvent(reserved, en))).toBe("2 unit(s) reserved for an order, 7 left");
    expect(plain(describeEvent({ ...reserved, params: { ...reserved.params, reason: null } }, en))).toBe("2 unit(s) reserved for an order, 7 left");
    expect(plain(describeEvent({ ...reserved, params: { ...reserved.params, reason: "order_edited" } }, en))).toBe(
      "2 unit(s) reserved for lines added to an order, 7 left",
    );
    const exchange = { ...reserved, params: { ...reserved.params, reason: "exchange", returnId: "r" } };
    expect(plain(describeEvent(exchange, en))).toBe("2 unit(s) held for an exchange, 7 left");
    expect(plain(describeEvent(exchange, ar))).toBe("حُجزت 2 قطعة لاستبدال، وتبقّى 7");
  });

  it("names a call's and a delivery attempt's outcome in the reader's language", () => {
    const call = { kind: "ContactAttemptRecorded", params: { orderNumber: 7, outcome: "no_answer" } };
    expect(plain(describeEvent(call, en))).toBe("Call about order #7: No answer");
    expect(describeEvent(call, ar)).not.toMatch(/no_answer/);
    const attempt = { kind: "DeliveryAttempted", params: { orderNumber: 7, attemptNumber: 2, outcome: "refused" } };
    expect(plain(describeEvent(attempt, en))).toBe("Delivery attempt 2 for order #7: Refused at the door");
  });

  it("says what a courier collected, flags another amount than the total, and names remittances", () => {
    const collected = { kind: "CodCollected", params: { orderNumber: 7, amount: "300.00", expected: "315.00" } };
    expect(plain(describeEvent(collected, en))).toBe("Courier collected 300.00 AED for order #7 (expected 315.00 AED)");
    const exact = { kind: "CodCollected", params: { orderNumber: 7, amount: "315.00", expected: "315.00" } };
    expect(plain(describeEvent(exact, en))).toBe("Courier collected 315.00 AED for order #7");
    const remitted = { kind: "CodRemitted", params: { reference: "REM-1", amount: "1250.00", orders: 4 } };
    expect(plain(describeEvent(remitted, en))).toBe("Courier handed over 1,250.00 AED for 4 order(s), reference REM-1");
    expect(plain(describeEvent({ kind: "CourierRevised", params: { name: "Aramex", active: false } }, en))).toBe(
      "Courier “Aramex” deactivated",
    );
    expect(plain(describeEvent({ kind: "DamagedReturnRecorded", params: { quantity: 1 } }, ar))).not.toMatch(/^audit/);
  });
});

describe("who did what to whom, in words", () => {
  const huda = { id: "a", name: "Huda", email: "huda@store.test", role: "admin" };

  it("says which admin gave whom which role, in each language", () => {
    const made = { kind: "UserRoleChanged", params: { userId: "u", from: "customer", to: "auditor", userName: "Mariam" } };
    expect(plain(describeEvent(made, en, huda))).toBe("Huda made Mariam an auditor");
    expect(plain(describeEvent(made, ar, huda))).toBe("منح Huda دور المدقق إلى Mariam");
    const back = { kind: "UserRoleChanged", params: { userId: "u", from: "admin", to: "customer", userName: "Mariam" } };
    expect(plain(describeEvent(back, en, huda))).toBe("Huda took the staff role from Mariam (now a customer)");
    // Without an actor at hand (the system's own change), the sentence still opens with a capital.
    expect(plain(describeEvent({ ...made, params: { ...made.params, to: "admin" } }, en))).toBe("The system made Mariam an administrator");
  });

  it("names an erased customer as erased, never by an empty name, and an id the store does not know as an account", () => {
    const consent = { kind: "MarketingConsentChanged", params: { userId: "u", consent: true, userName: "" } };
    expect(plain(describeEvent(consent, en))).toBe("Erased customer agreed to offers and news");
    expect(plain(describeEvent(consent, ar))).toBe("سُجّلت موافقة عميل محذوف على العروض والأخبار");
    expect(plain(describeEvent({ ...consent, params: { ...consent.params, userName: null } }, en))).toBe("An account agreed to offers and news");
    const registered = { kind: "UserRegistered", params: { name: "", email: "", role: "customer" } };
    expect(plain(describeEvent(registered, en))).toBe("Erased customer registered");
    expect(plain(describeEvent(registered, ar))).toBe("سجّل عميل محذوف");
    // An erased shopper acting: named as erased, as the actor column names her.
    const erased = { id: "u", name: null, email: null, role: "customer" };
    const hidden = { kind: "ReviewHidden", params: { userId: "u", productId: "p", rating: 2, userName: "" } };
    expect(plain(describeEvent(hidden, en, huda))).toBe("Huda hid a review by Erased customer (2 of 5 stars)");
    const goodwill = { kind: "StoreCreditAdded", params: { userId: "u", amount: "25.00", source: "goodwill", creditNoteNumber: null, balance: "40.00", userName: "Noura" } };
    expect(plain(describeEvent(goodwill, en, huda))).toBe("Huda gave Noura 25.00 AED store credit as goodwill; balance 40.00 AED");
    expect(plain(describeEvent({ kind: "AddressRemoved", params: { userId: "u", userName: "" } }, ar, erased))).toBe("حُذف عنوان توصيل من دفتر عناوين عميل محذوف");
  });

  it("names the courier an order shipped with, and the emirate of a saved address in the reader's language", () => {
    const shipped = { kind: "ShipmentAssigned", params: { orderId: "o", orderNumber: 1042, courier: "Aramex", trackingNumber: "AX-77" } };
    expect(plain(describeEvent(shipped, en))).toBe("Order #1042 shipped with Aramex, tracking AX-77");
    expect(plain(describeEvent(shipped, ar))).toBe("شُحن الطلب رقم 1042 مع Aramex، رقم التتبّع AX-77");
    const saved = { kind: "AddressSaved", params: { userId: "u", addressId: "a", city: "ras-al-khaimah", userName: "Noura" } };
    expect(plain(describeEvent(saved, en))).toBe("Noura saved a delivery address in Ras Al Khaimah");
    expect(plain(describeEvent(saved, ar))).toBe("حُفظ عنوان توصيل في رأس الخيمة في دفتر عناوين Noura");
  });
});

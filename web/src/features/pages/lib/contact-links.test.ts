import { describe, expect, it } from "vitest";
import { contactPieces } from "./contact-links";

describe("phone numbers and email addresses in a page's text", () => {
  it("become tel: and mailto: links, in English and in Arabic", () => {
    expect(contactPieces("Phone and WhatsApp: +971 4 000 0000\nEmail: care@sakina.example")).toEqual([
      { kind: "text", text: "Phone and WhatsApp: " },
      { kind: "phone", text: "+971 4 000 0000", href: "tel:+97140000000" },
      { kind: "text", text: "\nEmail: " },
      { kind: "email", text: "care@sakina.example", href: "mailto:care@sakina.example" },
    ]);
    expect(contactPieces("الهاتف وواتساب: \u200E+971 4 000 0000\nالبريد الإلكتروني: care@sakina.example")).toEqual([
      { kind: "text", text: "الهاتف وواتساب: \u200E" },
      { kind: "phone", text: "+971 4 000 0000", href: "tel:+97140000000" },
      { kind: "text", text: "\nالبريد الإلكتروني: " },
      { kind: "email", text: "care@sakina.example", href: "mailto:care@sakina.example" },
    ]);
  });

  it("take local numbers with hyphens, and leave times, amounts and order numbers as text", () => {
    expect(contactPieces("Call 050-123-4567.")).toEqual([
      { kind: "text", text: "Call " },
      { kind: "phone", text: "050-123-4567", href: "tel:0501234567" },
      { kind: "text", text: "." },
    ]);
    for (const text of ["From 10 am to 8 pm, 2 pm cut-off", "Orders over 1000000 AED", "Order SK-1042 in 2026", "Free above 0 AED"]) {
      expect(contactPieces(text), text).toEqual([{ kind: "text", text }]);
    }
  });
});

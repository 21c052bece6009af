/** A piece of a page's text: plain, or a phone number or an email address the shopper can tap. */
export type TextPiece =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "phone" | "email"; readonly text: string; readonly href: string };

// An email address, or a phone number as the store writes them: "+971 4 000 0000", "050-123-4567", "800 4444"
// (a "+" or a leading 0 or 800, then digits with single spaces or hyphens between them). Amounts and years have
// neither, so they stay text.
const contact = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?:\+|\b0|\b800)\d*(?:[ -]?\d)+)/g;

/** Splits a text into plain pieces and tappable ones: `tel:` for phone numbers, `mailto:` for email addresses. */
export function contactPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(contact)) {
    const [found, email, phone] = match;
    const digits = phone?.replace(/\D/g, "") ?? "";
    if (phone && (digits.length < 7 || digits.length > 15)) continue;
    if (match.index > from) pieces.push({ kind: "text", text: text.slice(from, match.index) });
    pieces.push(
      email
        ? { kind: "email", text: email, href: `mailto:${email}` }
        : { kind: "phone", text: phone!, href: `tel:${phone!.startsWith("+") ? "+" : ""}${digits}` },
    );
    from = match.index + found.length;
  }
  if (from < text.length) pieces.push({ kind: "text", text: text.slice(from) });
  return pieces;
}

/**
 * The server's rules for a phone, shared (rules/uae-phone.ts): the form says what it refuses before sending, and
 * every page shows a number (kept in E.164) in the same local form.
 */
export { formatPhone, isUaePhone, normalisePhone, phoneCallHref, whatsAppHref } from "../../../rules/uae-phone.js";

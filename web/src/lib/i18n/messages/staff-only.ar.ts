import type { staffOnlyEn } from "./staff-only.en";

/** Typed against the English keys, so a text missing here fails the typecheck. */
type StaffOnlyCatalogue = { readonly [K in keyof typeof staffOnlyEn]: string };

export const staffOnlyAr: StaffOnlyCatalogue = {
  "auth.staffOnly.title": "هذه المساحة لفريق المتجر",
  "auth.staffOnly.body": "أنتِ مسجّلة الدخول بحساب متسوّقة. تجدين طلباتكِ وحسابكِ في المتجر.",
  "auth.staffOnly.home": "العودة إلى المتجر",
};

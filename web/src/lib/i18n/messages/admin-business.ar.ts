import type { AdminCatalogue } from "../catalogue";
import type { adminBusinessEn } from "./admin-business.en";

/** بيانات البائع على الفواتير الضريبية، في إعدادات لوحة الإدارة. */
export const adminBusinessAr: Pick<AdminCatalogue, keyof typeof adminBusinessEn> = {
  "business.title": "بيانات البائع على الفواتير",
  "business.description":
    "الاسم القانوني والعنوان المطبوعان على كل فاتورة ضريبية، بالعربية والإنجليزية، مع رقم التسجيل الضريبي. الأسعار شاملة ضريبة القيمة المضافة 5٪. تحتفظ الفواتير الصادرة بالبيانات التي صدرت بها.",
  "business.legalNameEn": "الاسم القانوني (بالإنجليزية)",
  "business.legalNameAr": "الاسم القانوني (بالعربية)",
  "business.addressEn": "العنوان (بالإنجليزية)",
  "business.addressAr": "العنوان (بالعربية)",
  "business.vatRegistered": "المتجر مسجَّل في ضريبة القيمة المضافة (فواتيره ضريبية بنسبة 5٪)",
  "business.trn": "رقم التسجيل الضريبي (TRN)",
  "business.trnHint": "15 رقمًا. اتركه فارغًا إذا لم يكن المتجر مسجَّلًا في ضريبة القيمة المضافة.",
  "business.save": "حفظ البيانات",
  "business.saving": "جارٍ الحفظ...",
  "business.saved": "حُفظت بيانات البائع",
  "business.reset": "تراجع عن التغييرات",
  "business.fix": "يُرجى تصحيح الحقول المحددة.",
  "business.loading": "جارٍ تحميل بيانات البائع...",
  "business.loadFailed": "تعذّر تحميل بيانات البائع.",
  "business.error.legalNameEn": "أدخل الاسم القانوني بالإنجليزية",
  "business.error.legalNameAr": "أدخل الاسم القانوني بالعربية",
  "business.error.addressEn": "أدخل العنوان بالإنجليزية",
  "business.error.addressAr": "أدخل العنوان بالعربية",
  "business.error.singleLine": "اجعله في سطر واحد",
  "business.error.tooLong": "هذا النص أطول من اللازم",
  "business.error.invalid": "تحقق من هذا الحقل",
  "business.error.trn": "رقم التسجيل الضريبي 15 رقمًا",
  "business.error.trnRequired": "المتجر المسجَّل في ضريبة القيمة المضافة يحتاج إلى رقم تسجيله الضريبي",
};

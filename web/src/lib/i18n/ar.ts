import type { Catalogue } from "./catalogue";
import { accountAr } from "./messages/account.ar";
import { errorsAr } from "./messages/errors.ar";
import { accountExtrasAr } from "./messages/account-extras.ar";
import { cartCheckoutAr } from "./messages/cart-checkout.ar";
import { cartQuoteAr } from "./messages/cart-quote.ar";
import { shopPagingAr } from "./messages/shop-paging.ar";
import { searchSuggestionsAr } from "./messages/search-suggestions.ar";
import { orderConfirmAr } from "./messages/order-confirm.ar";
import { codCheckAr } from "./messages/cod-check.ar";
import { deliveryCouponsAr } from "./messages/delivery-coupons.ar";
import { taxDocumentsAr } from "./messages/tax-documents.ar";
import { storefrontAr } from "./messages/storefront.ar";
import { stockAlertsAr } from "./messages/stock-alerts.ar";
import { ratingsAr } from "./messages/ratings.ar";
import { orderEditsAr } from "./messages/order-edits.ar";
import { returnsAr } from "./messages/returns.ar";
import { storeCreditAr } from "./messages/store-credit.ar";
import { staffOnlyAr } from "./messages/staff-only.ar";
import { myDataAr } from "./messages/my-data.ar";
import { erasureAr } from "./messages/erasure.ar";

/** The Arabic catalogue, typed against the English keys: a missing or extra key fails the typecheck. */
export const ar: Catalogue = {
  "brand.name": "سكينة",
  "brand.tagline": "أزياء محتشمة بروح هادئة",
  "brand.home": "الصفحة الرئيسية لسكينة",

  "header.freeShipping": "شحن مجاني للطلبات التي تتجاوز {amount} د.إ.",
  "header.skipToContent": "انتقل إلى المحتوى",
  "nav.main": "التنقل الرئيسي",
  "nav.home": "الرئيسية",
  "nav.shop": "المتجر",
  "nav.about": "من نحن",

  "search.label": "ابحث عن المنتجات",
  "search.placeholder": "ابحث عن عبايات، فساتين، حجابات…",
  "search.submit": "بحث",

  "language.other": "English",

  "cart.label": "السلة",
  "cart.buttonLabel": "السلة، {items}",
  "cart.itemCount": {
    zero: "لا توجد منتجات",
    one: "منتج واحد",
    two: "منتجان",
    few: "{count} منتجات",
    many: "{count} منتجًا",
    other: "{count} منتج",
  },

  "account.signIn": "تسجيل الدخول",
  "account.greeting": "أهلًا، {name}",
  "account.logout": "تسجيل الخروج",

  "footer.aboutTitle": "عن سكينة",
  "footer.aboutText":
    "عبايات وفساتين وحجابات أنيقة بأقمشة ناعمة وألوان هادئة، نوصلها إلى جميع أنحاء الإمارات مع الدفع عند الاستلام.",
  "footer.customerCare": "خدمة العملاء",
  "footer.followUs": "تابعونا",
  "footer.about": "من نحن",
  "footer.contact": "تواصل معنا",
  "footer.shipping": "الشحن",
  "footer.returns": "الإرجاع",
  "footer.privacy": "الخصوصية",
  "footer.terms": "الشروط والأحكام",
  "footer.admin": "الإدارة",
  "footer.rights": "© {year} سكينة. جميع الحقوق محفوظة.",
  "footer.cod": "الدفع عند الاستلام فقط",
  "social.instagram": "إنستغرام",
  "social.facebook": "فيسبوك",
  "social.x": "إكس (تويتر)",
  "social.opensInNewTab": "{network} (يفتح في نافذة جديدة)",

  "common.loading": "جارٍ التحميل...",
  "common.close": "إغلاق",
  "toast.label": "إشعار",
  "toast.region": "الإشعارات ({hotkey})",
  "toast.error": "خطأ",
  "toast.networkError": "تعذّر الوصول إلى المتجر. تحققي من الاتصال وحاولي مرة أخرى.",

  "error.title": "حدث خطأ ما",
  "error.body": "تعذّر عرض هذه الصفحة. غالبًا ما تحل إعادة التحميل المشكلة.",
  "error.reload": "إعادة تحميل الصفحة",
  "error.tooLarge": "البيانات المرسلة كبيرة جدًا.",
  "error.limitReached": "طلبات كثيرة. يرجى الانتظار قليلًا.",
  "error.retryInMinutes": {
    zero: "يمكنك المحاولة مرة أخرى الآن.",
    one: "حاولي مرة أخرى بعد دقيقة.",
    two: "حاولي مرة أخرى بعد دقيقتين.",
    few: "حاولي مرة أخرى بعد {count} دقائق.",
    many: "حاولي مرة أخرى بعد {count} دقيقة.",
    other: "حاولي مرة أخرى بعد {count} دقيقة.",
  },

  "page.home.title": "الرئيسية",
  "page.shop.title": "المتجر",
  "page.shop.searchResults": "نتائج البحث عن «{query}»",
  "page.product.title": "تفاصيل المنتج",
  "page.cart.title": "سلة التسوق",
  "page.checkout.title": "إتمام الطلب",

  "notFound.title": "404 الصفحة غير موجودة",
  "notFound.body": "الصفحة التي تبحثين عنها غير موجودة أو تم نقلها.",
  "notFound.home": "العودة إلى الرئيسية",

  "auth.username": "اسم المستخدم",
  "auth.password": "كلمة المرور",
  "auth.name": "الاسم",
  "auth.email": "البريد الإلكتروني",
  "auth.usernameRequired": "اسم المستخدم مطلوب",
  "auth.passwordRequired": "كلمة المرور مطلوبة",
  "auth.nameRequired": "الاسم مطلوب",
  "auth.emailRequired": "البريد الإلكتروني مطلوب",
  "auth.emailInvalid": "أدخلي بريدًا إلكترونيًا صحيحًا",
  "auth.passwordTooShort": "يجب ألا تقل كلمة المرور عن {min} أحرف",
  "auth.login.title": "تسجيل الدخول",
  "auth.login.subtitle": "مرحبًا بعودتك. سجّلي الدخول لإتمام طلباتك ومتابعتها.",
  "auth.login.submit": "دخول",
  "auth.login.pending": "جارٍ تسجيل الدخول…",
  "auth.login.noAccount": "جديدة في سكينة؟",
  "auth.login.toRegister": "أنشئي حسابًا",
  "auth.login.success": "تم تسجيل الدخول بنجاح",
  "auth.login.invalidCredentials": "بيانات الدخول غير صحيحة",
  "auth.login.tooManyAttempts": "محاولات دخول كثيرة.",
  "auth.sessionEnded": "انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.",
  "auth.register.title": "إنشاء حساب",
  "auth.register.subtitle": "انضمي إلينا لتطلبي مع الدفع عند الاستلام.",
  "auth.register.submit": "إنشاء الحساب",
  "auth.register.pending": "جارٍ إنشاء الحساب…",
  "auth.register.passwordHint": "{min} أحرف على الأقل",
  "auth.register.haveAccount": "لديك حساب بالفعل؟",
  "auth.register.toLogin": "تسجيل الدخول",
  "auth.register.success": "تم إنشاء الحساب بنجاح",
  "auth.register.failed": "فشل إنشاء الحساب",
  "auth.register.emailTaken": "يوجد حساب مسجّل بهذا البريد الإلكتروني.",
  "auth.register.limitReached": "تم إنشاء حسابات كثيرة من هذا الاتصال.",
  ...storefrontAr,
  ...stockAlertsAr,
  ...ratingsAr,
  ...cartCheckoutAr,
  ...accountAr,
  ...errorsAr,
  ...accountExtrasAr,
  ...cartQuoteAr,
  ...shopPagingAr,
  ...searchSuggestionsAr,
  ...orderConfirmAr,
  ...codCheckAr,
  ...deliveryCouponsAr,
  ...taxDocumentsAr,
  ...orderEditsAr,
  ...returnsAr,
  ...storeCreditAr,
  ...staffOnlyAr,
  ...myDataAr,
  ...erasureAr,
};

import type { Message } from "../types";
import type { adminHealthEn } from "./admin-health.en";

/** صفحة حالة المتجر في لوحة التحكم (ADR 061): نماذج القراءة وما توقف منها عند حدث. نصوص الإدارة فقط. */
export const adminHealthAr = {
  "admin.nav.health": "حالة المتجر",
  "health.title": "حالة المتجر",
  "health.intro":
    "تُقرأ كل صفحات المتجر من نماذج قراءة تتبع سجل أحداث المتجر. ينبغي أن يكون كلٌّ منها متأخرًا بصفر أحداث بعد لحظة من أي تغيير.",
  "health.refresh": "تحديث",
  "health.loading": "جارٍ تحميل حالة المتجر...",
  "health.failed": "تعذّر تحميل حالة المتجر.",
  "health.summary.ok": "كل نماذج القراءة محدَّثة.",
  "health.summary.catching-up": "بعض نماذج القراءة تلحق بآخر التغييرات.",
  "health.summary.failed": {
    zero: "لم يتوقف أي نموذج قراءة.",
    one: "توقف نموذج قراءة واحد: الصفحات التي يخدمها لم تعد تتغير.",
    two: "توقف نموذجا قراءة: الصفحات التي يخدمانها لم تعد تتغير.",
    few: "توقفت {count} نماذج قراءة: الصفحات التي تخدمها لم تعد تتغير.",
    many: "توقف {count} نموذج قراءة: الصفحات التي تخدمها لم تعد تتغير.",
    other: "توقف {count} نموذج قراءة: الصفحات التي تخدمها لم تعد تتغير.",
  },
  "health.stoppedHelp":
    "توقف عند حدث لا يستطيع تطبيقه، ويعيد المحاولة كل دقيقة على الأكثر. الكتابة مستمرة ومحفوظة، وبعد نشر الإصلاح يستأنف من ذلك الحدث. ويُبلغ عنه فحص الجاهزية بالرمز projection_failed.",
  "health.tableCaption": "نماذج القراءة وحالتها وموضعها في سجل الأحداث",
  "health.col.readModel": "نموذج القراءة",
  "health.col.state": "الحالة",
  "health.col.position": "آخر حدث مطبَّق",
  "health.col.behind": "أحداث متأخرة",
  "health.state.ok": "محدَّث",
  "health.state.catchingUp": "يلحق بالتغييرات",
  "health.state.stopped": "متوقف",
  "health.stoppedAt": "لا يستطيع تطبيق الحدث {position} ({type})",
  "health.stoppedAfter": "توقف بعد الحدث {position}",
  "health.since": "منذ {time}",
  "health.error": "قالت قاعدة البيانات:",
} as const satisfies Record<keyof typeof adminHealthEn, Message>;

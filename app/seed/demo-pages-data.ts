import type { PageKey } from '../../events/content.js';
import type { PageContent } from '../../services/content/page.decider.js';

/** The demo store's text pages; paragraphs are separated by a blank line. */
export const demoPages: Readonly<Record<PageKey, PageContent>> = {
  about: {
    titleEn: 'About Sakina',
    titleAr: 'عن سكينة',
    bodyEn:
      'Sakina began in a small Dubai studio with one idea: modest clothes should feel as calm as they look.\n\n' +
      'We choose soft, breathable fabrics, cut abayas, kaftans and dresses to move with you, and finish them by hand ' +
      'where it matters. Every piece is checked in our studio before it is packed.\n\n' +
      'We deliver across the UAE and you pay in cash when your order arrives.',
    bodyAr:
      'بدأت سكينة في مشغل صغير في دبي بفكرة واحدة: أن تكون الأزياء المحتشمة مريحة بقدر ما هي أنيقة.\n\n' +
      'نختار أقمشة ناعمة تسمح بمرور الهواء، ونفصّل العبايات والقفاطين والفساتين لتتحرك معكِ، ونُتمّ لمساتها يدويًا ' +
      'حيث يلزم. تُفحص كل قطعة في مشغلنا قبل تغليفها.\n\n' +
      'نوصل طلباتك إلى جميع أنحاء الإمارات، وتدفعين نقدًا عند الاستلام.',
  },
  contact: {
    titleEn: 'Contact us',
    titleAr: 'تواصلي معنا',
    bodyEn:
      'Our customer care team answers from Saturday to Thursday, 10 am to 8 pm (UAE time).\n\n' +
      'Phone and WhatsApp: +971 4 000 0000\nEmail: care@sakina.example\n\n' +
      'Please have your order number ready: it is in the message we send when your order is placed.',
    bodyAr:
      'يرد فريق خدمة العملاء من السبت إلى الخميس، من العاشرة صباحًا حتى الثامنة مساءً بتوقيت الإمارات.\n\n' +
      'الهاتف وواتساب: ‎+971 4 000 0000\nالبريد الإلكتروني: care@sakina.example\n\n' +
      'يُرجى تجهيز رقم طلبك، وتجدينه في الرسالة التي نرسلها عند تقديم الطلب.',
  },
  shipping: {
    titleEn: 'Shipping',
    titleAr: 'الشحن',
    bodyEn:
      'We deliver to all seven emirates. Orders placed before 2 pm reach Dubai, Sharjah and Ajman the next working ' +
      'day; the other emirates take two to four working days.\n\n' +
      'Payment is cash on delivery only: the cash on delivery fee shown in your cart is added to your order, and you ' +
      'pay the courier the total when your parcel arrives.\n\n' +
      'Our courier calls before coming, so please give a phone number we can reach.',
    bodyAr:
      'نوصل إلى الإمارات السبع. تصل الطلبات المقدمة قبل الثانية ظهرًا إلى دبي والشارقة وعجمان في يوم العمل التالي، ' +
      'وتستغرق بقية الإمارات من يومين إلى أربعة أيام عمل.\n\n' +
      'الدفع نقدًا عند الاستلام فقط: تُضاف رسوم الدفع عند الاستلام الظاهرة في سلتك إلى طلبك، وتدفعين الإجمالي ' +
      'لمندوب التوصيل عند وصول طردك.\n\n' +
      'يتصل بكِ المندوب قبل وصوله، لذا يُرجى إدخال رقم هاتف يمكننا الوصول إليه.',
  },
  returns: {
    titleEn: 'Returns',
    titleAr: 'الإرجاع',
    bodyEn:
      'You can return an item within 14 days of delivery if it is unworn, unwashed and still has its tags. Hijabs ' +
      'and underscarves can be returned only in their sealed pack.\n\n' +
      'Call or message customer care with your order number and we will arrange a pick-up. Once the item reaches our ' +
      'studio and is checked, we refund you in cash on pick-up or as store credit, as you prefer.',
    bodyAr:
      'يمكنكِ إرجاع القطعة خلال 14 يومًا من استلامها إن لم تُلبس ولم تُغسل وما زالت بطاقتها عليها. ولا تُرجع ' +
      'الحجابات والبونيهات إلا في غلافها المغلق.\n\n' +
      'تواصلي مع خدمة العملاء برقم طلبك وسنرتب استلام القطعة. وبعد وصولها إلى مشغلنا وفحصها، نعيد لكِ المبلغ نقدًا ' +
      'أو رصيدًا للشراء، كما تفضلين.',
  },
  privacy: {
    titleEn: 'Privacy',
    titleAr: 'الخصوصية',
    bodyEn:
      'We keep only what we need to deliver your orders: your name, email, phone number and delivery address, and ' +
      'the orders you place. We never ask for card details, since every order is paid in cash.\n\n' +
      'Your details are shared with our courier for delivery and with no one else. The site stores your cart and your ' +
      'language in your browser, and a cookie keeps you signed in.\n\n' +
      'To see or remove the details we hold about you, contact customer care.',
    bodyAr:
      'لا نحتفظ إلا بما نحتاجه لتوصيل طلباتك: اسمك وبريدك الإلكتروني ورقم هاتفك وعنوان التوصيل، والطلبات التي ' +
      'تقدمينها. ولا نطلب بيانات بطاقتك أبدًا، فكل الطلبات تُدفع نقدًا.\n\n' +
      'نشارك بياناتك مع مندوب التوصيل لإيصال طلبك فقط، ولا نشاركها مع غيره. ويحفظ الموقع سلتك ولغتك في متصفحك، ' +
      'وتُبقيكِ ملفات تعريف الارتباط مسجلة الدخول.\n\n' +
      'للاطلاع على بياناتك لدينا أو حذفها، تواصلي مع خدمة العملاء.',
  },
  terms: {
    titleEn: 'Terms',
    titleAr: 'الشروط',
    bodyEn:
      'Prices are in UAE dirhams and include VAT. An order is a request to buy: we may call you to confirm it before ' +
      'it is packed.\n\n' +
      'Items are reserved for you when your order is placed. If an item cannot be delivered, we tell you and you pay ' +
      'nothing for it.\n\n' +
      'Returns follow our returns page. These terms are governed by the laws of the United Arab Emirates.',
    bodyAr:
      'الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة. والطلب رغبة في الشراء، وقد نتصل بكِ لتأكيده قبل ' +
      'تغليفه.\n\n' +
      'تُحجز القطع لكِ عند تقديم الطلب. وإن تعذّر توصيل قطعة أبلغناكِ ولا تدفعين ثمنها.\n\n' +
      'يخضع الإرجاع لصفحة الإرجاع، وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة.',
  },
};

import type { Silhouette } from './garment-art.js';
import type { ColourName, accents } from './demo-colours.js';

export interface DemoCategory {
  readonly key: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly sizes: readonly string[];
  readonly silhouette: Silhouette;
}

export interface DemoProduct {
  readonly category: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  /** One colour: a variant per size. Several: a variant per colour (one-size items). */
  readonly colours: readonly ColourName[];
  readonly accent: keyof typeof accents;
  readonly price: string;
  readonly inactive?: boolean;
  /** What its pictures show when that is not its category's usual drawing (a brooch among the bags). */
  readonly picture?: Silhouette;
}

export const demoCategories: readonly DemoCategory[] = [
  { key: 'abayas', nameEn: 'Abayas', nameAr: 'عبايات', sizes: ['52', '54', '56', '58'], silhouette: 'abaya' },
  { key: 'hijabs', nameEn: 'Hijabs', nameAr: 'حجابات', sizes: ['One Size'], silhouette: 'hijab' },
  { key: 'kaftans', nameEn: 'Kaftans', nameAr: 'قفاطين', sizes: ['S', 'M', 'L', 'XL'], silhouette: 'kaftan' },
  { key: 'jalabiyas', nameEn: 'Jalabiyas', nameAr: 'جلابيات', sizes: ['S', 'M', 'L', 'XL'], silhouette: 'jalabiya' },
  { key: 'dresses', nameEn: 'Modest Dresses', nameAr: 'فساتين محتشمة', sizes: ['S', 'M', 'L', 'XL'], silhouette: 'dress' },
  { key: 'accessories', nameEn: 'Accessories', nameAr: 'إكسسوارات', sizes: ['One Size'], silhouette: 'bag' },
];

const p = (
  category: string,
  nameEn: string,
  nameAr: string,
  descriptionEn: string,
  descriptionAr: string,
  colours: readonly ColourName[],
  accent: DemoProduct['accent'],
  price: string,
  inactive = false,
): DemoProduct => ({ category, nameEn, nameAr, descriptionEn, descriptionAr, colours, accent, price, inactive });

/** Listed oldest first: the last ones are the newest arrivals. */
export const demoProducts: readonly DemoProduct[] = [
  p('abayas', 'Classic Black Abaya', 'عباية سوداء كلاسيكية', 'A timeless open-front abaya in soft nidha crepe with a clean, flowing cut.', 'عباية كلاسيكية مفتوحة من قماش الندى الناعم بقصة انسيابية أنيقة.', ['Black'], 'gold', '295.00'),
  p('abayas', 'Embroidered Black Abaya', 'عباية سوداء مطرزة', 'Black crepe abaya with hand-finished gold embroidery along the sleeves.', 'عباية من الكريب الأسود بتطريز ذهبي يدوي على الأكمام.', ['Black'], 'gold', '450.00'),
  p('abayas', 'Navy Butterfly Abaya', 'عباية فراشة كحلية', 'Wide butterfly sleeves in a light, breathable fabric lined with chiffon.', 'عباية بأكمام فراشة واسعة من قماش خفيف مبطن بالشيفون.', ['Navy'], 'silver', '380.00'),
  p('abayas', 'Beige Linen Abaya', 'عباية كتان بيج', 'A relaxed summer abaya in washed linen with wooden buttons.', 'عباية صيفية مريحة من الكتان المغسول بأزرار خشبية.', ['Beige'], 'black', '320.00'),
  p('abayas', 'Olive Kimono Abaya', 'عباية كيمونو زيتية', 'Kimono-style abaya with a matching belt and deep side pockets.', 'عباية بقصة الكيمونو مع حزام مطابق وجيوب جانبية عميقة.', ['Olive'], 'cream', '345.50'),
  p('abayas', 'Grey Pleated Abaya', 'عباية رمادية بكسرات', 'Soft pleats from the yoke give this grey abaya a graceful movement.', 'كسرات ناعمة من أعلى الصدر تمنح هذه العباية الرمادية حركة رشيقة.', ['Grey'], 'silver', '365.00'),
  p('abayas', 'Burgundy Velvet Abaya', 'عباية مخمل عنابية', 'Rich velvet abaya for winter evenings and special occasions.', 'عباية من المخمل الفاخر لأمسيات الشتاء والمناسبات الخاصة.', ['Burgundy'], 'gold', '620.00'),
  p('abayas', 'Everyday Closed Abaya', 'عباية مغلقة للاستخدام اليومي', 'A practical closed abaya with a front zip, comfortable all day long.', 'عباية مغلقة عملية بسحاب أمامي، مريحة طوال اليوم.', ['Charcoal'], 'black', '250.00', true),
  p('abayas', 'Lace Trim Abaya', 'عباية بأطراف دانتيل', 'Black abaya finished with delicate lace at the cuffs and the hem.', 'عباية سوداء مزينة بدانتيل رقيق عند الأكمام والذيل.', ['Black'], 'cream', '410.00'),
  p('hijabs', 'Premium Chiffon Hijab', 'حجاب شيفون فاخر', 'Lightweight chiffon that drapes beautifully and stays in place.', 'شيفون خفيف ينسدل بجمال ويثبت في مكانه.', ['Black', 'Beige', 'Dusty Rose'], 'gold', '45.00'),
  p('hijabs', 'Cotton Jersey Hijab', 'حجاب جيرسيه قطني', 'Stretchy cotton jersey that needs no pins.', 'جيرسيه قطني مطاطي لا يحتاج إلى دبابيس.', ['Navy', 'Grey', 'Mocha', 'Black'], 'cream', '35.00'),
  p('hijabs', 'Modal Hijab', 'حجاب مودال', 'Breathable modal with a soft, matte finish for warm days.', 'مودال يسمح بمرور الهواء بملمس ناعم غير لامع للأيام الحارة.', ['Sand', 'Olive', 'Lavender'], 'cream', '55.00'),
  p('hijabs', 'Silk Satin Hijab', 'حجاب ساتان حريري', 'Satin with a gentle sheen for weddings and evenings out.', 'ساتان بلمعة هادئة للأعراس والسهرات.', ['Ivory', 'Gold', 'Emerald'], 'gold', '120.00'),
  p('hijabs', 'Crinkle Cotton Hijab', 'حجاب قطن مجعد', 'Textured crinkle cotton that never needs ironing.', 'قطن مجعد بملمس مميز لا يحتاج إلى كي.', ['White', 'Sky Blue', 'Camel'], 'black', '40.00'),
  p('hijabs', 'Instant Hijab', 'حجاب جاهز', 'A ready-to-wear hijab with an inner cap, on in seconds.', 'حجاب جاهز بقبعة داخلية، يُلبس في ثوانٍ.', ['Black', 'Navy'], 'silver', '65.00'),
  p('hijabs', 'Printed Georgette Hijab', 'حجاب جورجيت مطبوع', 'A soft floral print on airy georgette.', 'نقشة زهور ناعمة على جورجيت خفيف.', ['Dusty Rose', 'Mint'], 'cream', '58.00'),
  p('hijabs', 'Underscarf Cap Set', 'طقم بونيه داخلي', 'Three non-slip cotton underscarves in matching tones.', 'طقم من ثلاث قطع بونيه قطني مانع للانزلاق بألوان متناسقة.', ['Black', 'Beige'], 'cream', '39.00'),
  p('kaftans', 'Emerald Embroidered Kaftan', 'قفطان زمردي مطرز', 'A flowing emerald kaftan with silver thread embroidery at the neckline.', 'قفطان زمردي انسيابي بتطريز بخيوط فضية عند الياقة.', ['Emerald'], 'silver', '540.00'),
  p('kaftans', 'Ivory Wedding Kaftan', 'قفطان عاجي للأعراس', 'An ivory kaftan with beadwork for henna nights and weddings.', 'قفطان عاجي مزين بالخرز لليالي الحناء والأعراس.', ['Ivory'], 'gold', '750.00'),
  p('kaftans', 'Moroccan Teal Kaftan', 'قفطان مغربي تركوازي', 'A traditional Moroccan cut with braided trim and covered buttons.', 'قصة مغربية تقليدية مع شريط مضفور وأزرار مغطاة بالقماش.', ['Teal'], 'gold', '480.00'),
  p('kaftans', 'Gold Evening Kaftan', 'قفطان سهرة ذهبي', 'A shimmering kaftan in gold organza over a soft satin lining.', 'قفطان لامع من الأورجانزا الذهبية فوق بطانة ساتان ناعمة.', ['Gold'], 'cream', '690.00'),
  p('kaftans', 'Lavender Cotton Kaftan', 'قفطان قطني لافندر', 'An easy cotton kaftan for relaxed days at home.', 'قفطان قطني مريح للأيام الهادئة في المنزل.', ['Lavender'], 'cream', '280.00'),
  p('kaftans', 'Sand Beach Kaftan', 'قفطان رملي للشاطئ', 'A light voile kaftan that covers well in the summer heat.', 'قفطان من الفوال الخفيف يستر جيدًا في حر الصيف.', ['Sand'], 'black', '260.00'),
  p('jalabiyas', 'Ramadan Jalabiya', 'جلابية رمضانية', 'A soft jalabiya with traditional embroidery for Ramadan gatherings.', 'جلابية ناعمة بتطريز تقليدي لجمعات رمضان.', ['Burgundy'], 'gold', '340.00'),
  p('jalabiyas', 'Eid Jalabiya', 'جلابية العيد', 'A festive jalabiya with a sequined yoke for Eid visits.', 'جلابية احتفالية بصدر مزين بالترتر لزيارات العيد.', ['Emerald'], 'gold', '420.00'),
  p('jalabiyas', 'Cotton House Jalabiya', 'جلابية قطنية منزلية', 'Pure cotton and a loose fit for comfort at home.', 'قطن خالص وقصة واسعة للراحة في المنزل.', ['Sky Blue'], 'cream', '150.00'),
  p('jalabiyas', 'Maroon Velvet Jalabiya', 'جلابية مخمل خمرية', 'Warm velvet with a gold trim at the hem, made for cool evenings.', 'مخمل دافئ مع شريط ذهبي عند الذيل، مثالية للأمسيات الباردة.', ['Maroon'], 'gold', '395.00'),
  p('jalabiyas', 'Navy Striped Jalabiya', 'جلابية كحلية مقلمة', 'Fine stripes on breathable cotton, smart enough for guests.', 'خطوط رفيعة على قطن يسمح بمرور الهواء، أنيقة لاستقبال الضيوف.', ['Navy'], 'silver', '210.00'),
  p('jalabiyas', 'Embroidered Khaleeji Jalabiya', 'جلابية خليجية مطرزة', 'A Khaleeji jalabiya with rich hand embroidery across the front.', 'جلابية خليجية بتطريز يدوي غني على الواجهة.', ['Black'], 'gold', '450.00'),
  p('dresses', 'Pleated Maxi Dress', 'فستان ماكسي بكسرات', 'A floor-length pleated dress with long sleeves and a high neck.', 'فستان طويل بكسرات وأكمام طويلة وياقة عالية.', ['Dusty Rose'], 'cream', '285.00'),
  p('dresses', 'Floral Wrap Dress', 'فستان لف بنقشة زهور', 'A modest wrap dress in a soft floral print with a tie waist.', 'فستان لف محتشم بنقشة زهور ناعمة وربطة عند الخصر.', ['Navy'], 'cream', '260.00'),
  p('dresses', 'Tiered Linen Dress', 'فستان كتان متدرج الطبقات', 'Airy linen in three tiers, loose and cool for summer.', 'كتان خفيف بثلاث طبقات، واسع ومنعش للصيف.', ['Sand'], 'black', '310.00'),
  p('dresses', 'Satin Evening Dress', 'فستان سهرة ساتان', 'A fluid satin dress with a belted waist for formal evenings.', 'فستان ساتان انسيابي بحزام عند الخصر للسهرات الرسمية.', ['Emerald'], 'gold', '520.00'),
  p('dresses', 'Denim Shirt Dress', 'فستان قميص جينز', 'A relaxed full-length denim shirt dress with button cuffs.', 'فستان قميص جينز طويل ومريح بأساور بأزرار.', ['Sky Blue'], 'silver', '240.00'),
  p('dresses', 'Knit Sweater Dress', 'فستان تريكو', 'A cosy ribbed knit dress for cooler days.', 'فستان تريكو مضلع ودافئ للأيام الباردة.', ['Camel'], 'cream', '230.00', true),
  p('dresses', 'Belted A-Line Dress', 'فستان بقصة واسعة مع حزام', 'An A-line dress with a contrast belt and long sleeves.', 'فستان بقصة واسعة مع حزام بلون مختلف وأكمام طويلة.', ['Burgundy'], 'gold', '275.00'),
  { ...p('accessories', 'Magnetic Hijab Pins', 'دبابيس حجاب مغناطيسية', 'Set of six magnetic pins that hold without piercing fabric.', 'طقم من ستة دبابيس مغناطيسية تثبت الحجاب دون ثقب القماش.', ['Gold', 'Black'], 'cream', '25.00'), picture: 'pins' },
  p('accessories', 'Leather Tote Bag', 'حقيبة يد جلدية', 'A roomy leather tote with an inner zip pocket.', 'حقيبة يد جلدية واسعة مع جيب داخلي بسحاب.', ['Camel', 'Black'], 'gold', '220.00'),
  { ...p('accessories', 'Pearl Brooch', 'بروش لؤلؤ', 'A freshwater pearl brooch to finish a hijab or an abaya.', 'بروش من اللؤلؤ الطبيعي لإطلالة مكتملة مع الحجاب أو العباية.', ['Ivory'], 'gold', '85.00'), picture: 'brooch' },
  { ...p('accessories', 'Travel Prayer Mat', 'سجادة صلاة للسفر', 'A light prayer mat that folds into its own pouch.', 'سجادة صلاة خفيفة تُطوى داخل حقيبتها الخاصة.', ['Teal', 'Burgundy'], 'gold', '60.00'), picture: 'prayer-mat' },
  { ...p('accessories', 'Embroidered Evening Clutch', 'حقيبة سهرة مطرزة', 'A small clutch with gold embroidery and a chain strap.', 'حقيبة سهرة صغيرة بتطريز ذهبي وحزام سلسلة.', ['Black', 'Gold'], 'gold', '145.00'), picture: 'clutch' },
];

export const demoBanners = [
  {
    titleEn: 'The New Abaya Collection',
    titleAr: 'تشكيلة العبايات الجديدة',
    subtitleEn: 'Timeless cuts in soft crepe and linen',
    subtitleAr: 'قصات خالدة من الكريب الناعم والكتان',
    figures: [['abaya', 'Black', 'gold'], ['abaya', 'Navy', 'silver'], ['abaya', 'Beige', 'black']],
    tint: 'Camel',
  },
  {
    titleEn: 'Ramadan and Eid Edit',
    titleAr: 'تشكيلة رمضان والعيد',
    subtitleEn: 'Jalabiyas and kaftans for every gathering',
    subtitleAr: 'جلابيات وقفاطين لكل اللقاءات',
    figures: [['jalabiya', 'Burgundy', 'gold'], ['kaftan', 'Emerald', 'silver'], ['jalabiya', 'Navy', 'silver']],
    tint: 'Gold',
  },
  {
    titleEn: 'Hijabs from 35 AED',
    titleAr: 'حجابات ابتداءً من 35 د.إ.',
    subtitleEn: 'Chiffon, jersey and modal in every colour',
    subtitleAr: 'شيفون وجيرسيه ومودال بكل الألوان',
    figures: [['hijab', 'Dusty Rose', 'cream'], ['hijab', 'Navy', 'cream'], ['hijab', 'Sand', 'cream']],
    tint: 'Dusty Rose',
  },
] as const;

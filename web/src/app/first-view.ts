/*
 * What the server draws of a landing page before any script runs: its largest element (the home page's first banner,
 * a product's cover picture and name, the shop's heading and first category cards), in index.html's skeleton, at the place and size the page's
 * own render gives it. The browser then shows (and the shopper sees) that element from the HTML itself, and the app's
 * first render replaces it with the same thing.
 *
 * The build writes these templates to first-view.json (vite/first-view.ts); the server fills their slots with the
 * page's data, escaped. Each is a copy of the markup of the components named beside it: a change there that moves the
 * element must be made here too (tests/e2e/first-view.e2e.ts compares the two).
 *
 * Template syntax, all the server understands: `{{slot}}` is a value, `{{#slot}}…{{/slot}}` is kept only when the
 * slot is filled. Text is in Arabic, the default language; `data-en` carries the English text, which src/boot.ts puts
 * in its place for a shopper who chose English.
 */
import { ar } from "../lib/i18n/ar";
import { en } from "../lib/i18n/en";
import { imageSizes, srcSetText } from "../lib/responsive-image";
import type { LandingPage } from "./landing-page";

type TextKey = { [Key in keyof typeof en]: (typeof en)[Key] extends string ? Key : never }[keyof typeof en];

/** A catalogue text in Arabic, with its English in `data-en`. */
function text(tag: string, className: string, key: TextKey): string {
  return `<${tag} class="${className}" data-en="${escapeHtml(en[key])}">${escapeHtml(ar[key] as string)}</${tag}>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// components/ProductBreadcrumb's separator (lucide's chevron-right).
const separator =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
  ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-3.5 shrink-0 rtl:-scale-x-100">' +
  '<path d="m9 18 6-6-6-6"></path></svg>';

/** A catalogue text with a `{name}` placeholder, both languages, the placeholder filled by `{{slot}}` / `{{slotEn}}`. */
function textWith(tag: string, className: string, key: TextKey, name: string, slot: string): string {
  const fill = (message: string, value: string) => escapeHtml(message).split(`{${name}}`).join(value);
  return `<${tag} class="${className}" data-en="${fill(en[key], `{{${slot}En}}`)}">${fill(ar[key] as string, `{{${slot}}}`)}</${tag}>`;
}

/** The picture's widths, when the server says it has them (`resizable`), as ProductPicture and HeroSlide give them. */
function responsive(kind: keyof typeof imageSizes): string {
  return `{{#resizable}}srcset="${srcSetText("{{image}}")}" sizes="${imageSizes[kind]}"{{/resizable}}`;
}

// lucide's arrows, as BackLink (left) and the new arrivals' "view all" link (right) draw them, turned in Arabic.
const arrowIcon = (paths: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
  ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="size-4 shrink-0 rtl:-scale-x-100">' +
  `${paths}</svg>`;
const arrow = arrowIcon('<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>');
const arrowRight = arrowIcon('<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>');

// components/CategoryGrid and CategoryCard with its ProductPicture (the link drawn as a plain box, the product count
// left to the app). A category with no picture gets the placeholder's box without its icon.
const categoryGrid = `<ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-6">{{#cards}}<li>
<div class="relative block overflow-hidden rounded-2xl border bg-secondary shadow-xs">
{{#image}}<img src="{{image}}" ${responsive("category")} alt="" width="600" height="800" decoding="async" {{#prominent}}fetchpriority="high"{{/prominent}}{{^prominent}}loading="lazy"{{/prominent}} class="bg-secondary object-cover aspect-[3/4] w-full">{{/image}}
{{^image}}<div class="bg-secondary aspect-[3/4] w-full"></div>{{/image}}
<div class="absolute inset-x-0 bottom-0 grid bg-linear-to-t from-black/70 via-black/35 to-transparent p-3 pt-12 text-white sm:p-4 sm:pt-16">
<h3 class="line-clamp-2 text-base leading-snug font-bold sm:text-lg" data-en="{{nameEn}}">{{name}}</h3>
</div>
</div>
</li>{{/cards}}</ul>`;

// lucide's star, as components/ProductRating draws it: filled up to the rounded average, the rest faint.
const star = (className: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
  ` stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${className}">` +
  '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"></path></svg>';

// components/ProductRating on a card: its stars, average and count, only for a product someone reviewed (the words
// a screen reader hears come with the app). Numbers are written alike in both languages (Latin digits).
const cardRating = `{{#rating}}<span class="inline-flex items-center gap-1.5 text-sm"><span aria-hidden="true" class="inline-flex gap-0.5 text-amber-500">${[1, 2, 3, 4, 5]
  .map((n) => `{{#star${n}}}${star("size-3.5 fill-current")}{{/star${n}}}{{^star${n}}}${star("size-3.5 text-muted-foreground/40")}{{/star${n}}}`)
  .join("")}</span><span aria-hidden="true" class="font-semibold text-foreground">{{ratingAverage}}</span><span aria-hidden="true" class="text-muted-foreground">({{ratingCount}})</span></span>{{/rating}}`;

/**
 * components/ProductList and ProductCard (grid layout) with its ProductPicture, ProductRating and ProductPrice: real links, so a
 * shopper can open a product before the app runs. The wishlist button and the sold-out badge sit over the picture
 * and come with the app; a product without a picture gets the placeholder's box. `eager` cards load their picture
 * at once, as the app's first cards do; `prominent` ones (a phone's first row, where a category's largest picture is)
 * ask for it first.
 */
function productList(className: string): string {
  return `<ul data-testid="product-list" data-layout="grid" class="${className}">{{#products}}<li>
<article class="group relative h-full">
<a href="/product/{{slug}}" class="flex h-full overflow-hidden rounded-xl border bg-card shadow-xs transition-shadow hover:shadow-md flex-col">
<div class="relative shrink-0 overflow-hidden w-full">
{{#image}}<img src="{{image}}" ${responsive("card")} alt="" width="600" height="800" {{^eager}}loading="lazy" {{/eager}}{{#prominent}}fetchpriority="high" {{/prominent}}decoding="async" draggable="false" class="bg-secondary object-cover aspect-[3/4] h-full w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100">{{/image}}
{{^image}}<div class="bg-secondary aspect-[3/4] h-full w-full"></div>{{/image}}
</div>
<div class="flex flex-1 flex-col gap-1 p-3 sm:p-4">
{{#category}}<p class="text-xs font-semibold tracking-wide text-muted-foreground" data-en="{{categoryEn}}">{{category}}</p>{{/category}}
<h3 class="line-clamp-2 font-semibold leading-snug text-foreground" data-en="{{nameEn}}">{{name}}</h3>
${cardRating}
{{#price}}{{#from}}${textWith("p", "font-bold text-primary pt-1 mt-auto", "storefront.product.from", "price", "price")}{{/from}}{{^from}}<p class="font-bold text-primary pt-1 mt-auto" data-en="{{priceEn}}">{{price}}</p>{{/from}}{{/price}}
</div>
</a>
</article>
</li>{{/products}}</ul>`;
}

/** components/SectionHeading: its title and subtitle (and, beside them, the section's link when given). */
function sectionHeading(title: TextKey, subtitle: TextKey, action = ""): string {
  return `<div class="mb-5 flex flex-wrap items-end justify-between gap-3 sm:mb-8">
<div class="grid gap-1">${text("h2", "text-2xl font-bold tracking-tight sm:text-3xl", title)}${text("p", "text-muted-foreground", subtitle)}</div>
${action}</div>`;
}

// routes/home.tsx: HeroFrame and HeroSlide (its picture and shade; the words and controls come with the app; without
// a banner, the frame alone), BrowseCategories with every category card, and NewArrivals with its products.
const home = `<div aria-hidden="true" class="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6">
<div class="relative h-[26rem] overflow-hidden rounded-2xl bg-secondary sm:h-[28rem] lg:h-[32rem]">
{{#image}}<img src="{{image}}" ${responsive("hero")} alt="" width="1600" height="700" fetchpriority="high" class="absolute inset-0 size-full object-cover rtl:-scale-x-100">
<div class="absolute inset-0 bg-linear-to-t from-black/75 via-black/35 to-black/5 md:ltr:bg-linear-to-r md:rtl:bg-linear-to-l md:from-black/70 md:via-black/30 md:to-transparent"></div>{{/image}}
</div>
</div>
{{#homeSections}}<section aria-hidden="true" class="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
${sectionHeading("storefront.categories.title", "storefront.categories.subtitle")}
${categoryGrid.replace("{{#cards}}", "{{#categoryCards}}").replace("{{/cards}}", "{{/categoryCards}}")}
</section>
<section class="bg-secondary/40 py-12 sm:py-16">
<div class="mx-auto max-w-7xl px-4 sm:px-6">
${sectionHeading(
  "storefront.newArrivals.title",
  "storefront.newArrivals.subtitle",
  `<a href="/shop" class="flex items-center gap-1 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline">${text("span", "", "storefront.newArrivals.viewAll")}${arrowRight}</a>`,
)}
${productList(
  "grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4 max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:overflow-x-auto max-sm:scroll-px-4 max-sm:px-4 max-sm:pb-2 max-sm:*:w-[70%] max-sm:*:shrink-0 max-sm:*:snap-start sm:grid-cols-3 lg:grid-cols-3",
)}
</div>
</section>{{/homeSections}}`;

// components/ProductFilterBar's sort and stock controls and its closed disclosure, drawn inert (they act once the
// app runs); lucide's chevron-down and sliders icons stand as boxes of their size.
const filterBar = `<div inert class="grid gap-3">
<div class="flex flex-wrap items-center gap-x-5 gap-y-3">
<div class="flex items-center gap-2">${text("span", "text-sm font-semibold text-muted-foreground", "shopPaging.sort")}
<div class="relative"><select class="h-10 appearance-none rounded-md border border-input bg-card ps-3 pe-9 text-sm shadow-xs">
${text("option", "", "shopPaging.sort.newest")}${text("option", "", "shopPaging.sort.priceAsc")}${text("option", "", "shopPaging.sort.priceDesc")}
</select><span class="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2"></span></div></div>
<div class="flex items-center gap-2"><input type="checkbox" class="size-5 accent-primary">${text("span", "text-sm font-semibold", "shopPaging.inStock")}</div>
</div>
<div class="rounded-lg border bg-card"><div class="flex items-center gap-2 px-4 py-2.5 text-sm font-semibold"><span class="size-4"></span>${text("span", "", "shopPaging.filters")}<span class="ms-auto size-4"></span></div></div>
</div>`;

// routes/shop.tsx with a category: CategoryProducts (BackLink, PageHeading) and ProductBrowser (filter bar, the
// count's row with the view toggle, the product grid). The count and the "shown"/"load more" lines below the grid come
// with the app.
const category = `<div class="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
<div class="grid gap-6">
<a href="/shop" class="inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold border border-input bg-card h-8 rounded-md px-3 text-xs w-fit">${arrow}${text("span", "", "storefront.shop.backToCategories")}</a>
<div class="grid gap-2"><h2 class="text-2xl font-bold tracking-tight text-foreground md:text-3xl" data-en="{{categoryNameEn}}">{{categoryName}}</h2></div>
<div class="grid gap-5">
${filterBar}
<div class="flex items-center justify-between gap-3 border-b pb-3">
<span class="text-sm font-semibold text-muted-foreground"></span>
<div aria-hidden="true" class="flex rounded-lg border bg-card p-0.5"><span class="size-9 rounded-md bg-primary"></span><span class="size-9"></span></div>
</div>
<div class="grid gap-6">
${productList("grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3 lg:grid-cols-4")}
</div>
</div>
</div>
</div>`;

// routes/product.tsx, ProductDetails, ProductBreadcrumb and ProductGallery's large picture (links drawn as plain text).
const product = `<div aria-hidden="true" class="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
<div class="grid gap-6">
<nav class="text-sm text-muted-foreground"><ol class="flex flex-wrap items-center gap-1.5">
<li class="flex items-center gap-1.5">${text("span", "rounded-sm", "nav.shop")}${separator}</li>
{{#category}}<li class="flex items-center gap-1.5"><span class="rounded-sm" data-en="{{categoryEn}}">{{category}}</span>${separator}</li>{{/category}}
<li class="max-w-[16rem] truncate font-semibold text-foreground" data-en="{{nameEn}}">{{name}}</li>
</ol></nav>
<div class="grid gap-8 md:grid-cols-2 md:gap-12">
<div class="md:sticky md:top-32 md:self-start"><div class="grid gap-3">
<img src="{{image}}" ${responsive("cover")} alt="" width="900" height="1200" fetchpriority="high" class="bg-secondary object-cover aspect-[3/4] w-full rounded-2xl border">
</div></div>
<div class="grid content-start gap-5">
{{#category}}<span class="inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-transparent bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground" data-en="{{categoryEn}}">{{category}}</span>{{/category}}
<div class="grid gap-2"><h2 class="text-3xl font-bold leading-tight tracking-tight md:text-4xl" data-en="{{nameEn}}">{{name}}</h2></div>
</div>
</div>
</div>
</div>`;

// routes/shop.tsx, ShopFront and PageHeading, and its first CategoryCards.
// (w-full: the skeleton's column is a flex box, where mx-auto alone would shrink the block to its content.)
const shop = `<div aria-hidden="true" class="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
<div class="grid gap-6"><div class="grid gap-2">
${text("h2", "text-2xl font-bold tracking-tight text-foreground md:text-3xl", "page.shop.title")}
${text("p", "text-muted-foreground", "storefront.shop.intro")}
</div>
${categoryGrid}
</div>
</div>`;

/** Each page's template, by the name the server gives it (infra/http/public-reads/first-view.ts): the landing pages, and the shop's page of a category. */
export function firstViewTemplates(): Record<LandingPage | "category", string> {
  return { home, product, shop, category };
}

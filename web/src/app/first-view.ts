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

/** Where the server puts a landing page's first view in index.html: between these two comments. */
export const firstViewMarkers = { start: "<!--first-view-->", end: "<!--/first-view-->" } as const;

type TextKey = { [Key in keyof typeof en]: (typeof en)[Key] extends string ? Key : never }[keyof typeof en];

/** A catalogue text in Arabic, with its English in `data-en`. */
function text(tag: string, className: string, key: TextKey): string {
  return `<${tag} class="${className}" data-en="${escapeHtml(en[key])}">${escapeHtml(ar[key] as string)}</${tag}>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

// components/ProductBreadcrumb's separator (lucide's chevron-right).
const separator =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor"' +
  ' stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-3.5 shrink-0 rtl:-scale-x-100">' +
  '<path d="m9 18 6-6-6-6"></path></svg>';

/** The picture's widths, when the server says it has them (`resizable`), as ProductPicture and HeroSlide give them. */
function responsive(kind: keyof typeof imageSizes): string {
  return `{{#resizable}}srcset="${srcSetText("{{image}}")}" sizes="${imageSizes[kind]}"{{/resizable}}`;
}

// routes/home.tsx, HeroFrame and HeroSlide (its picture and shade; the words and controls come with the app).
const home = `<div aria-hidden="true" class="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 sm:pt-6">
<div class="relative h-[26rem] overflow-hidden rounded-2xl bg-secondary sm:h-[28rem] lg:h-[32rem]">
<img src="{{image}}" ${responsive("hero")} alt="" width="1600" height="700" fetchpriority="high" class="absolute inset-0 size-full object-cover rtl:-scale-x-100">
<div class="absolute inset-0 bg-linear-to-t from-black/75 via-black/35 to-black/5 md:ltr:bg-linear-to-r md:rtl:bg-linear-to-l md:from-black/70 md:via-black/30 md:to-transparent"></div>
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

// routes/shop.tsx, ShopFront and PageHeading, and its first CategoryCards (CategoryGrid, CategoryCard and its
// ProductPicture; the link drawn as a plain box, the product count left to the app). A category with no picture gets
// the placeholder's box without its icon.
// (w-full: the skeleton's column is a flex box, where mx-auto alone would shrink the block to its content.)
const shop = `<div aria-hidden="true" class="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
<div class="grid gap-6"><div class="grid gap-2">
${text("h2", "text-2xl font-bold tracking-tight text-foreground md:text-3xl", "page.shop.title")}
${text("p", "text-muted-foreground", "storefront.shop.intro")}
</div>
<ul class="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-6">{{#cards}}<li>
<div class="relative block overflow-hidden rounded-2xl border bg-secondary shadow-xs">
{{#image}}<img src="{{image}}" ${responsive("category")} alt="" width="600" height="800" decoding="async" {{#prominent}}fetchpriority="high"{{/prominent}}{{^prominent}}loading="lazy"{{/prominent}} class="bg-secondary object-cover aspect-[3/4] w-full">{{/image}}
{{^image}}<div class="bg-secondary aspect-[3/4] w-full"></div>{{/image}}
<div class="absolute inset-x-0 bottom-0 grid bg-linear-to-t from-black/70 via-black/35 to-transparent p-3 pt-12 text-white sm:p-4 sm:pt-16">
<h3 class="line-clamp-2 text-base leading-snug font-bold sm:text-lg" data-en="{{nameEn}}">{{name}}</h3>
</div>
</div>
</li>{{/cards}}</ul>
</div>
</div>`;

export function firstViewTemplates(): Record<LandingPage, string> {
  return { home, product, shop };
}

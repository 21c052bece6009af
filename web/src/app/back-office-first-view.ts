/*
 * What the server draws of a back-office page for a signed-in admin before any script runs: the staff shell
 * (layouts/staff-layout.tsx: the sidebar's place on a wide screen, the header with the area's name and the language
 * button) and, in the page area, "Loading..." as the gate says it while the session loads
 * (features/auth/require-admin.tsx), under the dashboard's heading on the dashboard (its largest element).
 * The bold words (the area's name, the heading) wait for their face like the shop skeleton's (class skeleton-text,
 * ADR 050): one file, the Arabic bold, which they share. The others show at once, in a fallback face until Cairo's.
 *
 * A visitor, a customer or an auditor never gets it: the server sends it only for an admin's live session, and the
 * plain skeleton otherwise, which the app empties before it sends them to /login (spec §6: nothing of the back office
 * is shown to them). The app's first render, once the session and the page's code are in, replaces it in one step
 * (src/main.tsx); tests/e2e/back-office-first-view.e2e.ts checks that the heading keeps its place.
 *
 * Only the build imports this file (vite/first-view.ts): the back office's texts stay out of the shop's code.
 */
import { ar } from "../lib/i18n/ar";
import { adminAr } from "../lib/i18n/admin-ar";
import { adminEn } from "../lib/i18n/admin-en";
import { en } from "../lib/i18n/en";
import { escapeHtml } from "./first-view";

type Texts = { readonly ar: string; readonly en: string };

type Words<Catalogue> = { [Key in keyof Catalogue]: Catalogue[Key] extends string ? Key : never }[keyof Catalogue];

const catalogue = (key: Words<typeof en>): Texts => ({ ar: ar[key] as string, en: en[key] });
const adminCatalogue = (key: Words<typeof adminEn>): Texts => ({ ar: adminAr[key] as string, en: adminEn[key] });

/** An element with its Arabic text and the English in `data-en` (src/boot.ts swaps it in for English). */
function text(tag: string, attributes: string, texts: Texts): string {
  return `<${tag} ${attributes} data-en="${escapeHtml(texts.en)}">${escapeHtml(texts.ar)}</${tag}>`;
}

// The sidebar's width, open and folded to its icons (components/ui/sidebar/sidebar-context.tsx).
const widths = "--sidebar-width:16rem;--sidebar-width-icon:3rem";

/**
 * The shell's template. Slots: `collapsed` (the wide screen's sidebar folded to its icons, as its cookie says) and
 * `dashboard` (the page is the dashboard: its heading is drawn).
 */
export function backOfficeTemplate(): string {
  // The language button (components/language-toggle.tsx) names the other language, in that language.
  const languageButton =
    `<span class="ms-auto inline-flex h-10 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 text-xs font-semibold">` +
    `<span class="size-4 shrink-0"></span>${text("span", "", catalogue("language.other"))}</span>`;
  return `<div data-back-office class="flex min-h-svh w-full" style="${widths}">
<div aria-hidden="true" class="group hidden md:block" data-collapsible="{{#collapsed}}icon{{/collapsed}}">
<div class="relative w-(--sidebar-width) group-data-[collapsible=icon]:w-(--sidebar-width-icon)"></div>
<div class="fixed inset-y-0 start-0 z-10 hidden h-svh w-(--sidebar-width) border-e border-sidebar-border bg-sidebar md:flex group-data-[collapsible=icon]:w-(--sidebar-width-icon)"></div>
</div>
<div class="relative flex min-h-svh min-w-0 flex-1 flex-col bg-background">
<div aria-hidden="true" class="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 md:px-4">
<span class="size-9 shrink-0"></span><span class="mx-1 h-5 w-px shrink-0 bg-border"></span>
${text("p", 'class="skeleton-text font-bold"', adminCatalogue("admin.title"))}
${languageButton}
</div>
<div class="flex-1 p-4 md:p-6"><div class="grid gap-6">
{{#dashboard}}<div aria-hidden="true" class="flex flex-wrap items-end justify-between gap-3"><div class="grid gap-2">
${text("div", 'class="skeleton-text text-2xl font-bold tracking-tight text-foreground md:text-3xl"', adminCatalogue("admin.dashboard.title"))}
</div></div>{{/dashboard}}
${text("p", 'role="status" class="py-10 text-center text-muted-foreground"', catalogue("common.loading"))}
</div></div>
</div>
</div>`;
}

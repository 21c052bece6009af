import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Coding } from '../content-coding.js';

/**
 * The landing pages' first view: index.html with the page's largest element (a banner, a product's cover picture and
 * name) drawn into its static skeleton, so a phone shows it before the app's code has run. The web build writes one
 * template per page (web/src/app/first-view.ts, in first-view.json); the modules that own the data fill the slots.
 */

/**
 * Values for a template's slots, raw (escaped here). A text left out or empty drops its `{{#slot}}` sections and keeps
 * its `{{^slot}}` ones; a list repeats its `{{#slot}}` section once per item, the item's slots added to the outer ones.
 */
export type FirstViewSlots = { readonly [slot: string]: string | null | undefined | readonly FirstViewSlots[] };

/**
 * Each landing page's data for its first view; null when there is nothing to draw. The home page's is read by two
 * modules (its banner, its categories and newest products): the parts are merged, and only when both are null is
 * the plain skeleton sent.
 */
export interface FirstViewSources {
  readonly home?: () => Promise<FirstViewSlots | null>;
  readonly homeProducts?: () => Promise<FirstViewSlots | null>;
  readonly shop?: () => Promise<FirstViewSlots | null>;
  /** A category's first page of products (`/shop?category=<id>`, the app's default order). */
  readonly category?: (id: string) => Promise<FirstViewSlots | null>;
  readonly product?: (slug: string) => Promise<FirstViewSlots | null>;
}

type FirstViewPage = 'home' | 'shop' | 'category' | 'product';
type SourceName = keyof FirstViewSources;
/** Which sources fill each page's template. */
const sourcesOf: Record<FirstViewPage, readonly SourceName[]> = {
  home: ['home', 'homeProducts'],
  shop: ['shop'],
  category: ['category'],
  product: ['product'],
};

const markers = { start: '<!--first-view-->', end: '<!--/first-view-->' };
/** Around the whole of the shop's skeleton, which the back office's shell replaces. */
const skeletonMarkers = { start: '<!--skeleton-->', end: '<!--/skeleton-->' };
const templatesFile = 'first-view.json';

/** A rendered page in every coding it is sent in (and as it is), each with its strong tag. */
export type RenderedPage = Readonly<Record<Coding | 'identity', Variant>>;
interface Variant {
  readonly body: Buffer;
  readonly etag: string;
}

/** Distinct pages kept compressed in memory (one per landing page and content version); the oldest go first. */
const keptPages = 500;

/**
 * Renders index.html per landing page. The built files are read again when index.html changes on disk (a rebuild
 * under a running store); pages are compressed once per distinct content and kept, so a visit costs the template
 * fill, a hash and a map lookup.
 */
export class FirstViewPages {
  private files: { mtimeMs: number; html: string; templates: Record<string, string> } | null = null;
  private readonly pages = new Map<string, RenderedPage>();

  constructor(
    private readonly webRoot: string,
    private readonly sources: FirstViewSources,
  ) {}

  /**
   * The page for `pathname` (and `search`, the address's query), or null when it is no landing page with a first view
   * (index.html is sent as it is).
   */
  async render(pathname: string, search = ''): Promise<RenderedPage | null> {
    const wanted = landingPageOf(pathname, search);
    if (!wanted) return null;
    const files = await this.readFiles();
    const template = files?.templates[wanted.page];
    if (!files || !template) return null;
    const parts = await Promise.all(sourcesOf[wanted.page].map((name) => this.sources[name]?.(wanted.slug ?? '') ?? null));
    if (parts.every((part) => !part)) return null;
    const slots: FirstViewSlots = Object.assign({}, ...parts);
    const html = withFirstView(files.html, fillTemplate(template, slots));
    return html === null ? null : this.kept(html);
  }

  /**
   * index.html with the back office's shell in place of the shop's skeleton (web/src/app/back-office-first-view.ts),
   * for an admin opening a back-office page: the dashboard's heading on the dashboard, the wide screen's sidebar
   * folded when hers is. Null for a build without it.
   */
  async renderBackOffice(view: { readonly dashboard: boolean; readonly collapsed: boolean }): Promise<RenderedPage | null> {
    const files = await this.readFiles();
    const template = files?.templates.backOffice;
    if (!files || !template) return null;
    const shell = fillTemplate(template, { dashboard: view.dashboard ? 'yes' : null, collapsed: view.collapsed ? 'yes' : null });
    const html = between(files.html, skeletonMarkers, shell);
    return html === null ? null : this.kept(html);
  }

  /** The page compressed, once per distinct content. */
  private kept(html: string): RenderedPage {
    const key = createHash('sha256').update(html).digest('base64url').slice(0, 32);
    const kept = this.pages.get(key);
    if (kept) return kept;
    const page = compressPage(html, key);
    if (this.pages.size >= keptPages) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    return page;
  }

  private async readFiles() {
    const indexFile = path.join(this.webRoot, 'index.html');
    const { mtimeMs } = await stat(indexFile);
    if (this.files?.mtimeMs !== mtimeMs) {
      let templates: Record<string, string> = {};
      try {
        templates = JSON.parse(await readFile(path.join(this.webRoot, templatesFile), 'utf8')) as Record<string, string>;
      } catch {
        // A build without first views: every page gets the plain skeleton.
      }
      this.files = { mtimeMs, html: await readFile(indexFile, 'utf8'), templates };
      this.pages.clear();
    }
    return this.files;
  }
}

function landingPageOf(pathname: string, search: string): { page: FirstViewPage; slug?: string } | null {
  if (pathname === '/') return { page: 'home' };
  if (pathname === '/shop') {
    const query = new URLSearchParams(search);
    const category = query.get('category');
    if (!category) return query.get('q')?.trim() ? null : { page: 'shop' };
    // A category's first page in the default order, as the app first shows it; any other filter, sort or search
    // (or more pages) is the app's to draw, from the plain skeleton.
    const others = [...query].filter(([key, value]) => value !== '' && key !== 'category' && !(key === 'sort' && value === 'newest'));
    return others.length === 0 && query.getAll('category').length === 1 ? { page: 'category', slug: category } : null;
  }
  const slug = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  if (!slug) return null;
  try {
    return { page: 'product', slug: decodeURIComponent(slug) };
  } catch {
    return null;
  }
}

/** index.html with its skeleton's first view (between the markers) replaced, or null if it has no markers. */
export function withFirstView(html: string, markup: string): string | null {
  return between(html, markers, markup);
}

/** `html` with what lies between the two markers replaced by `markup`, or null if it lacks them. */
function between(html: string, around: { readonly start: string; readonly end: string }, markup: string): string | null {
  const start = html.indexOf(around.start);
  const end = html.indexOf(around.end, start);
  if (start === -1 || end === -1) return null;
  return html.slice(0, start + around.start.length) + markup + html.slice(end);
}

const templateToken = /\{\{([#^])(\w+)\}\}([\s\S]*?)\{\{\/\2\}\}|\{\{(\w+)\}\}/g;

/**
 * Fills `{{slot}}` with the escaped text, keeps `{{#slot}}…{{/slot}}` only when the slot has a value (once per item of
 * a list) and `{{^slot}}…{{/slot}}` only when it has none. One pass over the template: values are never read as
 * template, whatever an admin typed.
 */
export function fillTemplate(template: string, slots: FirstViewSlots): string {
  return template.replace(templateToken, (_whole, kind?: string, section?: string, inner?: string, slot?: string) => {
    if (slot !== undefined) {
      const value = slots[slot];
      return typeof value === 'string' ? escapeHtml(value) : '';
    }
    const value = slots[section!];
    const filled = Array.isArray(value) ? value.length > 0 : Boolean(value);
    if (kind === '^') return filled ? '' : fillTemplate(inner!, slots);
    if (!filled) return '';
    return Array.isArray(value)
      ? value.map((item: FirstViewSlots) => fillTemplate(inner!, { ...slots, ...item })).join('')
      : fillTemplate(inner!, slots);
  });
}

/** Safe in text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function compressPage(html: string, key: string): RenderedPage {
  const body = Buffer.from(html);
  return {
    identity: { body, etag: `"${key}"` },
    br: {
      body: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      etag: `"${key}-br"`,
    },
    gzip: { body: gzipSync(body, { level: 9 }), etag: `"${key}-gz"` },
  };
}

/**
 * A paired field as the shop shows it in Arabic and in English: each language's own text, else the other's (the
 * storefront's rule, web/src/features/catalog/lib/localized.ts).
 */
export function inBothLanguages(en: string | null, ar: string | null): { ar: string; en: string } {
  return { ar: ar?.trim() || en?.trim() || '', en: en?.trim() || ar?.trim() || '' };
}

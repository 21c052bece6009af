import { refuse, streamRead, type CommandDecider, type NewEvent, type StreamRead } from '../../events/index.js';
import { categoryDecider, categoryStream, type CategoryState } from './category.decider.js';
import { colourRead, type ColourState } from './colour.decider.js';
import { productDecider, productStream, type ProductContent, type ProductState } from './product.decider.js';
import { allTaken, claimFirstFree, firstCandidates, moreCandidates, slugCandidateReads, type SlugHolder } from './slug-claim.decider.js';

/**
 * Creating, revising and deleting a product, each one decision over every stream it touches: the product's own,
 * the categories it is filed in or taken out of, and on creation the claim on its slug. The handler (events/command.ts)
 * appends them together at the versions read and decides again after a lost race, so a slug is never held twice and
 * a category never loses track of a product, however close two admins race.
 */

/** An image URL the handler found it cannot record (unknown upload, not an image): refused after the product's own checks. */
export interface RefusedImage {
  readonly field: string;
  readonly message: string;
  readonly code: string;
  /** The values the code's text needs (an upload's size and the limits). */
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A product's content as an admin sent it; whether its category exists is read from the category's stream. */
export type ProductDraft = Omit<ProductContent, 'categoryExists'> & { readonly refusedImages: readonly RefusedImage[] };

export interface CreateProduct extends ProductDraft {
  /** The slug its names give; taken as is when free, else the first free of base-2, base-3… */
  readonly baseSlug: string;
}

export interface ReviseProduct extends ProductDraft {
  /** The versions the admin's form may have been loaded at (If-Match); absent: no check. */
  readonly loadedAt?: readonly number[];
  readonly actorId: string;
}

export interface DeleteProduct {
  readonly productId: string;
  readonly now: Date;
}

type Category = StreamRead<CategoryState>;
type Product = StreamRead<ProductState>;

/** The managed colours a draft's variants name, each once, in the order first named. */
const colourKeysOf = (draft: Pick<ProductDraft, 'variants'>): string[] => [
  ...new Set(draft.variants.flatMap((variant) => (variant.colorKey ? [variant.colorKey] : []))),
];
const colourReads = (draft: Pick<ProductDraft, 'variants'>): StreamRead<ColourState>[] => colourKeysOf(draft).map(colourRead);

export const unknownColour = 'Choose a colour from the list';

/**
 * The variants with each managed colour's English name as their `color`, read from the colour's stream; a key that
 * names no colour is refused. A variant without a key keeps its colour as free text.
 */
function withColourNames<Draft extends Pick<ProductDraft, 'variants'>>(draft: Draft, colours: readonly ColourState[]): Draft {
  const byKey = new Map(colourKeysOf(draft).map((key, index) => [key, colours[index] ?? null]));
  const variants = draft.variants.map((variant, index) => {
    if (!variant.colorKey) return variant;
    const colour = byKey.get(variant.colorKey);
    if (!colour) {
      throw refuse.invalid(unknownColour, {
        code: 'unknown_colour',
        params: { key: variant.colorKey },
        errors: { [`variants.${index}.colorKey`]: [unknownColour] },
      });
    }
    return { ...variant, color: colour.nameEn };
  });
  return { ...draft, variants };
}

const productRead = (productId: string): Product => streamRead(productDecider, productStream(productId));
const categoryRead = (categoryId: string): Category => streamRead(categoryDecider, categoryStream(categoryId));

const fileIn = (categoryId: string, productId: string, category: CategoryState): readonly NewEvent[] =>
  categoryDecider.decide({ type: 'FileProduct', categoryId, productId }, category);
const unfileFrom = (categoryId: string, productId: string, category: CategoryState): readonly NewEvent[] =>
  categoryDecider.decide({ type: 'UnfileProduct', categoryId, productId }, category);

function refuseImages(refused: readonly RefusedImage[]): void {
  const first = refused[0];
  if (first) throw refuse.invalid(first.message, { code: first.code, params: first.params, errors: { [first.field]: [first.message] } });
}

export const tooManyOfOneName = 'Too many products already have this name; change the name a little';

/**
 * A new product, filed in its category and holding its slug: the first free of the candidates read (8 first, then
 * 248 more when those are all taken). Its stream, its category's and the claim go in one append "as new" where new,
 * so a racing creation of the same name loses the append and is decided again on the claim it lost to.
 */
export const createProductDecider: CommandDecider<
  CreateProduct,
  { product: Product; category: Category; slugs: StreamRead<SlugHolder>[]; colours: StreamRead<ColourState>[] },
  { slug: string },
  { moreSlugs: StreamRead<SlugHolder>[] }
> = {
  streams: (command) => ({
    product: productRead(command.productId),
    category: categoryRead(command.details.categoryId),
    slugs: slugCandidateReads('product', command.baseSlug, 1, firstCandidates),
    colours: colourReads(command),
  }),
  moreStreams: (command, { slugs }) => ({
    moreSlugs: allTaken(slugs) ? slugCandidateReads('product', command.baseSlug, firstCandidates + 1, moreCandidates) : [],
  }),
  decide(command, { product, category, slugs, moreSlugs, colours }) {
    const { refusedImages: _images, baseSlug, ...content } = withColourNames(command, colours);
    const first = claimFirstFree('product', baseSlug, command.productId, slugs, 1);
    const later = first ? null : claimFirstFree('product', baseSlug, command.productId, moreSlugs, firstCandidates + 1);
    const slug = (first ?? later)?.slug ?? baseSlug;
    const events = productDecider.decide(
      { type: 'CreateProduct', slug, ...content, categoryExists: category.kind === 'existing' },
      product,
    );
    refuseImages(command.refusedImages);
    if (!first && !later) throw refuse.conflict(tooManyOfOneName, { code: 'slug_taken', params: { slug: baseSlug } });
    return {
      events: {
        product: events,
        category: fileIn(command.details.categoryId, command.productId, category),
        slugs: first?.claims ?? [],
        moreSlugs: later?.claims ?? [],
      },
      result: { slug },
    };
  },
};

/**
 * An admin's edit. Refused once the product moved past the versions the form was loaded at (a sale, another edit),
 * also when that happens while it is written, since a lost race is decided again. A move takes the product out of
 * its old category and files it in the new one in the same append. The slug stays: links outlive renames (ADR 008).
 */
export const reviseProductDecider: CommandDecider<
  ReviseProduct,
  { product: Product; category: Category; colours: StreamRead<ColourState>[] },
  null,
  { previous: Category | undefined }
> = {
  streams: (command) => ({
    product: productRead(command.productId),
    category: categoryRead(command.details.categoryId),
    colours: colourReads(command),
  }),
  moreStreams: (command, { product }) => ({
    previous:
      product.kind === 'existing' && product.details.categoryId !== command.details.categoryId
        ? categoryRead(product.details.categoryId)
        : undefined,
  }),
  decide(command, { product, category, previous, colours }) {
    const { refusedImages: _images, ...content } = withColourNames(command, colours);
    const events = productDecider.decide(
      { type: 'ReviseProduct', ...content, categoryExists: category.kind === 'existing' },
      product,
    );
    refuseImages(command.refusedImages);
    if (!previous || product.kind !== 'existing') return { events: { product: events }, result: null };
    return {
      events: {
        product: events,
        previous: unfileFrom(product.details.categoryId, command.productId, previous),
        category: fileIn(command.details.categoryId, command.productId, category),
      },
      result: null,
    };
  },
};

/** A deletion; its category no longer counts the product, so the category can be deleted once empty. */
export const deleteProductDecider: CommandDecider<DeleteProduct, { product: Product }, null, { category: Category | undefined }> = {
  streams: (command) => ({ product: productRead(command.productId) }),
  moreStreams: (_command, { product }) => ({
    category: product.kind === 'existing' ? categoryRead(product.details.categoryId) : undefined,
  }),
  decide(command, { product, category }) {
    const events = productDecider.decide({ type: 'DeleteProduct', productId: command.productId, now: command.now }, product);
    if (!category || product.kind !== 'existing') return { events: { product: events }, result: null };
    return { events: { product: events, category: unfileFrom(product.details.categoryId, command.productId, category) }, result: null };
  },
};

import { refuse, streamRead, type CommandDecider, type StreamRead } from '../../events/index.js';
import { categoryDecider, categoryStream, type CategoryNames, type CategoryState } from './category.decider.js';
import { decideNames, nameReads, type ListedCategory, type NameHolder } from './category-names.decider.js';
import { allTaken, claimFirstFree, firstCandidates, moreCandidates, slugCandidateReads, type SlugHolder } from './slug-claim.decider.js';

/**
 * Creating, renaming and deleting a category, each one decision over its stream and the claims it takes or lets
 * go of (its slug on creation, its name in each language), appended together by the handler (events/command.ts).
 */

export interface CreateCategory {
  readonly categoryId: string;
  readonly names: CategoryNames;
  /** The slug its names give; taken as is when free, else the first free of base-2, base-3… */
  readonly baseSlug: string;
  /** The categories the read model lists: those from before names were claimed hold their names there. */
  readonly listed: readonly ListedCategory[];
  readonly now: Date;
}

export interface RenameCategory {
  readonly categoryId: string;
  readonly names: CategoryNames;
  readonly listed: readonly ListedCategory[];
}

export interface DeleteCategory {
  readonly categoryId: string;
  /** Products in it by the read model: covers those filed before the category's stream recorded its products. */
  readonly productCount: number;
  readonly now: Date;
}

type Category = StreamRead<CategoryState>;
type Claims = StreamRead<NameHolder>[];
const categoryRead = (categoryId: string): Category => streamRead(categoryDecider, categoryStream(categoryId));

export const tooManyCategoriesOfOneName = 'Too many categories already have this name; change the name a little';

export const createCategoryDecider: CommandDecider<
  CreateCategory,
  { category: Category; slugs: StreamRead<SlugHolder>[]; taken: Claims },
  { slug: string },
  { moreSlugs: StreamRead<SlugHolder>[] }
> = {
  streams: (command) => ({
    category: categoryRead(command.categoryId),
    slugs: slugCandidateReads('category', command.baseSlug, 1, firstCandidates),
    taken: nameReads(command.names, null).taken,
  }),
  moreStreams: (command, { slugs }) => ({
    moreSlugs: allTaken(slugs) ? slugCandidateReads('category', command.baseSlug, firstCandidates + 1, moreCandidates) : [],
  }),
  decide(command, { category, slugs, taken, moreSlugs }) {
    const names = decideNames(command.categoryId, command.names, null, { taken, released: [] }, command.listed);
    const first = claimFirstFree('category', command.baseSlug, command.categoryId, slugs, 1);
    const later = first ? null : claimFirstFree('category', command.baseSlug, command.categoryId, moreSlugs, firstCandidates + 1);
    const slug = (first ?? later)?.slug;
    if (!slug) throw refuse.conflict(tooManyCategoriesOfOneName, { code: 'slug_taken', params: { slug: command.baseSlug } });
    const events = categoryDecider.decide(
      { type: 'CreateCategory', categoryId: command.categoryId, slug, names: command.names, now: command.now },
      category,
    );
    return {
      events: { category: events, slugs: first?.claims ?? [], moreSlugs: later?.claims ?? [], taken: names.taken },
      result: { slug },
    };
  },
};

/** The name claims a category's current names hold, read once its stream says what they are. */
const currentNames = (names: CategoryNames | null) => (category: CategoryState) =>
  category.kind === 'existing' ? nameReads(names, category.names) : { taken: [], released: [] };

/** New names, each claimed and the old ones let go of; refused when another category holds one of them. */
export const renameCategoryDecider: CommandDecider<RenameCategory, { category: Category }, null, { taken: Claims; released: Claims }> = {
  streams: (command) => ({ category: categoryRead(command.categoryId) }),
  moreStreams: (command, { category }) => currentNames(command.names)(category),
  decide(command, { category, taken, released }) {
    const events = categoryDecider.decide({ type: 'RenameCategory', categoryId: command.categoryId, names: command.names }, category);
    if (events.length === 0 || category.kind !== 'existing') return { events: {}, result: null };
    const names = decideNames(command.categoryId, command.names, category.names, { taken, released }, command.listed);
    return { events: { category: events, ...names }, result: null };
  },
};

/**
 * A category with products stays: a product filed in the same instant appends to the category's stream too, so
 * one of the two appends loses and is decided again. A deleted category's names are let go of for a new one to
 * take; its slug stays claimed, so an old link never points at another category.
 */
export const deleteCategoryDecider: CommandDecider<DeleteCategory, { category: Category }, null, { taken: Claims; released: Claims }> = {
  streams: (command) => ({ category: categoryRead(command.categoryId) }),
  moreStreams: (_command, { category }) => currentNames(null)(category),
  decide(command, { category, released }) {
    const events = categoryDecider.decide(
      { type: 'DeleteCategory', categoryId: command.categoryId, productCount: command.productCount, now: command.now },
      category,
    );
    if (category.kind !== 'existing') return { events: { category: events }, result: null };
    const names = decideNames(command.categoryId, null, category.names, { taken: [], released }, []);
    return { events: { category: events, released: names.released }, result: null };
  },
};

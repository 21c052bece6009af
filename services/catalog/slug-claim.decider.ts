import { streamRead, type NewEvent, type StreamFold, type StreamRead } from '../../events/index.js';
import type { SlugEvent } from '../../events/catalog.js';
import { slugCandidate } from './slug.js';

export type SlugScope = 'category' | 'product';

/** One stream per (scope, slug): appending its first event "as new" is the uniqueness check. */
export const slugStream = (scope: SlugScope, slug: string) => `${scope}-slug-${slug}`;

/** Who holds a slug: its owner's id once claimed, null while free. Claims are never released (ADR 008). */
export type SlugHolder = string | null;

const holderFold = (scope: SlugScope): StreamFold<SlugHolder> => ({
  streamType: `${scope}-slug`,
  initialState: () => null,
  evolve: (holder, event) => ((event as SlugEvent).type === 'SlugClaimed' ? (event as SlugEvent).data.ownerId : holder),
});
const holderFolds: Record<SlugScope, StreamFold<SlugHolder>> = { category: holderFold('category'), product: holderFold('product') };

/** How many candidates a command reads first (base, base-2 … base-8), and how many more when all of those are taken. */
export const firstCandidates = 8;
export const moreCandidates = 248;

/** The claim streams of the candidates numbered `from` to `from + count - 1` (1 is the base itself). */
export function slugCandidateReads(scope: SlugScope, base: string, from: number, count: number): StreamRead<SlugHolder>[] {
  return Array.from({ length: count }, (_, index) => streamRead(holderFolds[scope], slugStream(scope, slugCandidate(base, from + index))));
}

export const allTaken = (holders: readonly SlugHolder[]) => holders.every((holder) => holder !== null);

/**
 * The first free candidate among those read (numbered from `from`), with its claim as events per candidate stream
 * (only the chosen one gets one); null when every candidate is taken.
 */
export function claimFirstFree(
  scope: SlugScope,
  base: string,
  ownerId: string,
  holders: readonly SlugHolder[],
  from: number,
): { slug: string; claims: NewEvent[][] } | null {
  const free = holders.findIndex((holder) => holder === null);
  if (free < 0) return null;
  const slug = slugCandidate(base, from + free);
  const claim: NewEvent = { type: 'SlugClaimed', data: { scope, slug, ownerId } };
  return { slug, claims: holders.map((_holder, index) => (index === free ? [claim] : [])) };
}

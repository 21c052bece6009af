import {
  retryOnConflict,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type StreamAppend,
} from '../../events/index.js';
import { slugCandidate } from './slug.js';
import { slugStream, type SlugScope } from './slug-claim.js';



const probeBatch = 8;

/** The first of base, base-2, base-3… whose claim stream does not exist yet. */
export async function firstFreeSlug(store: EventStore, scope: SlugScope, base: string): Promise<string> {
  for (let first = 1; ; first += probeBatch) {
    const candidates = Array.from({ length: probeBatch }, (_, index) => slugCandidate(base, first + index));
    const versions = await Promise.all(candidates.map((slug) => store.streamVersion(slugStream(scope, slug))));
    const free = versions.findIndex((version) => version === 0);
    if (free >= 0) return candidates[free]!;
  }
}

/**
 * Appends a new entity's first events together with the claim on its slug,
 * both "as new", in one transaction. When another writer claimed the slug
 * first, the whole attempt is refused by the store and retried with the next
 * free suffix, so two entities never share a slug however close they race.
 * A lost race on an `alongside` stream is retried the same way.
 */
export async function appendWithSlugClaim(
  store: EventStore,
  entity: {
    readonly scope: SlugScope;
    readonly ownerId: string;
    readonly streamId: string;
    readonly streamType: string;
    readonly baseSlug: string;
    /** The entity's first events for a given slug (its decider's decision). */
    readonly eventsFor: (slug: string) => readonly NewEvent[];
    /** Other streams' events to append in the same transaction, read and decided again on every attempt. */
    readonly alongside?: () => Promise<readonly StreamAppend[]>;
  },
  metadata: EventMetadata,
): Promise<{ slug: string; append: AppendResult }> {
  return retryOnConflict(
    async () => {
      const [slug, alongside] = await Promise.all([
        firstFreeSlug(store, entity.scope, entity.baseSlug),
        entity.alongside?.() ?? [],
      ]);
      const append = await store.append(
        [
          { streamId: entity.streamId, streamType: entity.streamType, expectedVersion: 0, events: entity.eventsFor(slug) },
          {
            streamId: slugStream(entity.scope, slug),
            streamType: `${entity.scope}-slug`,
            expectedVersion: 0,
            events: [{ type: 'SlugClaimed', data: { scope: entity.scope, slug, ownerId: entity.ownerId } }],
          },
          ...alongside,
        ],
        metadata,
      );
      return { slug, append };
    },
    { retries: 10 },
  );
}

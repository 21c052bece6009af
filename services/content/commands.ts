import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { planImageUrls } from '../../infra/media/index.js';
import type { BannerRecord } from '../../projections/banners/index.js';
import { bannerDecider, bannerStream, type BannerChanges, type BannerState } from './banner.decider.js';
import type { BannerChangesRequest, BannerRequest } from './schemas.js';

export interface ContentDeps {
  readonly store: EventStore;
  readonly pool: pg.Pool;
}

/**
 * The URL a banner's image will be recorded under (an upload by its content), or why it cannot be; the handler
 * stores an upload's bytes (`save`) only once the decision appends, so a refused banner stores nothing.
 */
async function plannedImage(deps: ContentDeps, imageUrl: string) {
  const { urls, save } = await planImageUrls(deps.pool, [{ url: imageUrl, field: 'imageUrl' }]);
  const planned = urls[0]!;
  return planned.ok
    ? { url: planned.url, refused: undefined, save }
    : { url: imageUrl, refused: { field: planned.field, message: planned.message, code: planned.code, params: planned.params }, save };
}

export async function createBanner(
  deps: ContentDeps,
  request: BannerRequest,
  metadata: EventMetadata,
  at: { bannerId?: string; now?: Date } = {},
): Promise<{ bannerId: string; append: AppendResult; banner: BannerRecord }> {
  const bannerId = at.bannerId ?? randomUUID();
  const { isActive, ...content } = request;
  const image = await plannedImage(deps, content.imageUrl);
  const handled = await handleCommand(
    deps.store,
    bannerDecider,
    bannerStream(bannerId),
    {
      type: 'CreateBanner',
      bannerId,
      content: { ...content, imageUrl: image.url },
      isActive,
      now: at.now ?? new Date(),
      refusedImage: image.refused,
    },
    metadata,
    { beforeAppend: image.save },
  );
  return { bannerId, append: handled.append!, banner: bannerAnswer(bannerId, handled.state) };
}

export async function reviseBanner(
  deps: ContentDeps,
  bannerId: string,
  request: BannerChangesRequest,
  metadata: EventMetadata,
): Promise<{ append: AppendResult | null; banner: BannerRecord }> {
  const image = request.imageUrl ? await plannedImage(deps, request.imageUrl) : null;
  const changes: BannerChanges = image ? { ...request, imageUrl: image.url } : request;
  const handled = await handleCommand(
    deps.store,
    bannerDecider,
    bannerStream(bannerId),
    { type: 'ReviseBanner', bannerId, changes, refusedImage: image?.refused },
    metadata,
    { beforeAppend: image?.save },
  );
  return { append: handled.append, banner: bannerAnswer(bannerId, handled.state) };
}

/** A banner as the banners read model shows it, from the state a decision left (one that did not refuse: it exists). */
function bannerAnswer(bannerId: string, state: BannerState): BannerRecord {
  if (state.kind !== 'existing') throw new Error(`Banner ${bannerId} is not there after its decision`);
  const { titleEn, titleAr, subtitleEn, subtitleAr, imageUrl, position } = state.content;
  return { id: bannerId, titleEn, titleAr, subtitleEn, subtitleAr, imageUrl, isActive: state.isActive, position };
}

export async function deleteBanner(
  deps: ContentDeps,
  bannerId: string,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const handled = await handleCommand(deps.store, bannerDecider, bannerStream(bannerId), { type: 'DeleteBanner', bannerId, now }, metadata);
  return handled.append;
}

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { foldStream, handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { resolveImageUrl } from '../../infra/media/index.js';
import { bannerDecider, bannerStream, type BannerChanges } from './banner.js';
import type { BannerChangesRequest, BannerRequest } from './schemas.js';

export interface ContentDeps {
  readonly store: EventStore;
  readonly pool: pg.Pool;
}

export async function createBanner(
  deps: ContentDeps,
  request: BannerRequest,
  metadata: EventMetadata,
  at: { bannerId?: string; now?: Date } = {},
): Promise<{ bannerId: string; append: AppendResult }> {
  const bannerId = at.bannerId ?? randomUUID();
  const { isActive, ...content } = request;
  const imageUrl = await resolveImageUrl(deps.pool, content.imageUrl, 'imageUrl');
  const handled = await handleCommand(
    deps.store,
    bannerDecider,
    bannerStream(bannerId),
    { type: 'CreateBanner', bannerId, content: { ...content, imageUrl }, isActive, now: at.now ?? new Date() },
    metadata,
  );
  return { bannerId, append: handled.append! };
}

export async function reviseBanner(
  deps: ContentDeps,
  bannerId: string,
  request: BannerChangesRequest,
  metadata: EventMetadata,
): Promise<AppendResult | null> {
  const command = { type: 'ReviseBanner', bannerId, changes: request as BannerChanges } as const;
  // An unknown banner is refused before a new image would be stored.
  bannerDecider.decide(command, foldStream(bannerDecider, await deps.store.readStream(bannerStream(bannerId))));
  const changes = request.imageUrl
    ? { ...request, imageUrl: await resolveImageUrl(deps.pool, request.imageUrl, 'imageUrl') }
    : request;
  const handled = await handleCommand(
    deps.store,
    bannerDecider,
    bannerStream(bannerId),
    { ...command, changes },
    metadata,
  );
  return handled.append;
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

import type { ModuleContext } from '../../infra/http/context.js';
import { fastReadOf, type FastRead } from '../../infra/http/fast-reads.js';
import { publicBanners } from './routes.js';

/** The shop's banner read, answered outside Express (infra/http/fast-reads.ts). */
export function contentFastReads(context: ModuleContext): FastRead[] {
  const cache = publicBanners(context);
  return [fastReadOf('/api/banners', async () => (await cache.get()).entry)];
}

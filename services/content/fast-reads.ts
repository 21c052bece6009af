import type { ModuleContext } from '../../infra/http/context.js';
import { fastReadOf, type FastRead } from '../../infra/http/fast-reads.js';
import { publicBanners } from './routes.js';

/** The shop's banner read, answered outside Express (infra/http/fast-reads.ts). */
export function contentFastReads(context: ModuleContext): FastRead[] {
  return [fastReadOf('/api/banners', publicBanners(context), (banners) => banners.entry)];
}

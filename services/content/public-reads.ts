import type { ModuleContext } from '../../infra/http/context.js';
import { entryFrom } from '../../infra/http/public-reads/fast-path.js';
import { publicRead, type PublicRead } from '../../infra/http/public-reads/table.js';
import { publicBanners } from './routes.js';

/** The shop's banner read, registered once (infra/http/public-reads): the active banners, cached per version. */
export function contentPublicReads(context: ModuleContext): PublicRead[] {
  return [publicRead('/api/banners', () => entryFrom(publicBanners(context), (banners) => banners.entry))];
}

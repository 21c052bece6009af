import type { ModuleContext } from '../../infra/http/context.js';
import type { FirstViewSources } from '../../infra/http/public-reads/first-view.js';
import { isResizable } from '../../infra/media/index.js';
import { publicBanners } from './routes.js';

/** The home page's first view (infra/http/public-reads/first-view.ts): the first active banner's picture, the hero's first slide. */
export function contentFirstViews(context: ModuleContext): Pick<FirstViewSources, 'home'> {
  const banners = publicBanners(context);
  return {
    home: async () => {
      const first = (await banners.get()).banners[0];
      return first ? { image: first.imageUrl, resizable: isResizable(first.imageUrl) ? 'yes' : null } : null;
    },
  };
}

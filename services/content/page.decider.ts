import type { Decider } from '../../events/index.js';
import type { PageEvent, PageKey } from '../../events/content.js';

export const pageNotFound = 'Page not found';

export interface PageContent {
  readonly titleEn: string;
  readonly titleAr: string;
  readonly bodyEn: string;
  readonly bodyAr: string;
}

export type PageCommand = { readonly type: 'WritePage'; readonly key: PageKey; readonly content: PageContent; readonly now: Date };
/** What the page says, and when it was last written (null for both before it ever was). */
export type PageState = { readonly content: PageContent | null; readonly writtenAt: string | null };

const sameContent = (a: PageContent, b: PageContent) =>
  a.titleEn === b.titleEn && a.titleAr === b.titleAr && a.bodyEn === b.bodyEn && a.bodyAr === b.bodyAr;

/** One stream per page; the admin saves a page whole, and saving what it already says records nothing. */
export const pageDecider: Decider<PageCommand, PageEvent, PageState> = {
  streamType: 'page',
  initialState: () => ({ content: null, writtenAt: null }),
  evolve(_state, event) {
    switch (event.type) {
      case 'PageWritten': {
        const { key: _key, writtenAt, ...content } = event.data;
        return { content, writtenAt };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'WritePage':
        if (state.content && sameContent(state.content, command.content)) return [];
        return [{ type: 'PageWritten', data: { key: command.key, ...command.content, writtenAt: command.now.toISOString() } }];
    }
  },
};

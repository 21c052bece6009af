import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { pageStreamId, type PageKey } from '../../events/content.js';
import { pgTimeText } from '../../infra/pg-time.js';
import type { PageRecord } from '../../projections/pages/index.js';
import { pageDecider, type PageContent } from './page.decider.js';

/** A page written, and the page as it stands after (the answer, in the pages read model's shape: ADR 049). */
export async function writePage(
  deps: { readonly store: EventStore },
  key: PageKey,
  content: PageContent,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; page: PageRecord }> {
  const handled = await handleCommand(deps.store, pageDecider, pageStreamId(key), { type: 'WritePage', key, content, now }, metadata);
  // A decision always leaves the page written: saving it unchanged needs it to have been written before.
  const { titleEn, titleAr, bodyEn, bodyAr } = handled.state.content!;
  return { append: handled.append, page: { key, titleEn, titleAr, bodyEn, bodyAr, updatedAt: pgTimeText(handled.state.writtenAt!) } };
}

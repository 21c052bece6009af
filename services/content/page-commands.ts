import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { pageStreamId, type PageKey } from '../../events/content.js';
import { pageDecider, type PageContent } from './page.js';

export async function writePage(
  deps: { readonly store: EventStore },
  key: PageKey,
  content: PageContent,
  metadata: EventMetadata,
  now = new Date(),
): Promise<AppendResult | null> {
  const handled = await handleCommand(deps.store, pageDecider, pageStreamId(key), { type: 'WritePage', key, content, now }, metadata);
  return handled.append;
}

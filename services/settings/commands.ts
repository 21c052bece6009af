import { businessStreamId, type BusinessDetails } from '../../events/business.js';
import { handleCommand, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { settingStreamId } from '../../events/settings.js';
import { businessDecider, type BusinessRequest } from './business.decider.js';
import type { SettingRequest } from './schemas.js';
import { settingDecider } from './setting.decider.js';

/** A change and the value the setting has after it (the answer, ADR 049). */
export async function changeSetting(
  deps: { readonly store: EventStore },
  request: SettingRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; value: string }> {
  const handled = await handleCommand(
    deps.store,
    settingDecider,
    settingStreamId(request.key),
    { type: 'ChangeSetting', key: request.key, value: request.value, now },
    metadata,
  );
  return { append: handled.append, value: handled.state.value ?? request.value };
}

/** Sets the seller's details as a whole (ADR 067); the details as they now stand are the answer. */
export async function setBusinessDetails(
  deps: { readonly store: EventStore },
  details: BusinessRequest,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ append: AppendResult | null; details: BusinessDetails }> {
  const handled = await handleCommand(deps.store, businessDecider, businessStreamId, { details, now }, metadata);
  return { append: handled.append, details: handled.state };
}

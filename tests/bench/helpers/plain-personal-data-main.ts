// The store with personal data left in plain text, for the orders benchmark only: sealing and opening become
// pass-throughs before the store's own entry runs, so the same sources are measured with and without the boxes.
// Bundled by tests/bench/lib/plain-server.ts into dist/bench (never part of the store's build).
import { PersonalDataVault, type PersonalFields } from '../../../events/personal-data.js';

PersonalDataVault.prototype.seal = async function plainSeal(
  _type: string,
  _streamId: string,
  data: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  return { ...data };
};
PersonalDataVault.prototype.openAll = async function plainOpenAll(
  items: readonly { readonly type: string; readonly data: unknown; readonly fields: PersonalFields }[],
): Promise<unknown[]> {
  return items.map((item) => item.data);
};

await import('../../../app/main.js');

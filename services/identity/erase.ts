import { handle, systemActor, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import { codStandingFold, refusedPhones, refusedPhonesStreamId } from '../../events/cod.js';
import { customerOrdersStreamId } from '../../events/orders.js';
import { normaliseEmail } from '../../projections/users/index.js';
import { clearAuthLimits } from './auth-limits.js';
import { eraseDecider, type ErasePersonalData } from './erasure.decider.js';
import { emailDigestOf } from './register.js';

/** Who is erased, by whom (and why, or with her password's check): the command without its type and time. */
export type ErasureRequest = ErasePersonalData extends infer Command
  ? Command extends ErasePersonalData
    ? Omit<Command, 'type' | 'now' | 'emailDigest'>
    : never
  : never;

/** An erasure just appended: whose, when, and where in the log. */
export interface ErasedPerson {
  readonly userId: string;
  readonly erasedAt: string;
  /** Her address as she registered it: held in memory only, to clear what is kept under it outside the log. */
  readonly email: string;
  readonly append: AppendResult;
}

/**
 * What follows every erasure's append, whoever asked for it (herself, staff, retention): her personal data key is
 * destroyed here, so her personal fields in every event read back as erased from then on.
 */
export type PersonalDataErasedHook = (store: EventStore, erased: ErasedPerson) => Promise<void>;

/**
 * Runs after the PersonalDataErased append, for every erasure (self, staff, retention): destroys her data key
 * (ADR 068). Should it fail after the append, `destroyErasedKeys` finishes it when the store next starts: every
 * PersonalDataErased names whose key must be gone.
 */
export const onPersonalDataErased: PersonalDataErasedHook = async (store, erased) => {
  if (!store.vault) throw new Error('erasure needs the personal data vault');
  await store.vault.destroy(erased.userId, store.pool);
  // The sign-in counts kept under her address (a two-hour window at most) go now rather than at their sweep.
  await clearAuthLimits(store.pool, normaliseEmail(erased.email));
  // Snapshots are folds of opened events: those holding her phone numbers (the refused phones' and her own standing)
  // are dropped, and taken again from the log, where hers now read as erased. Other customers' standings stay.
  await store.pool.query(
    `delete from stream_snapshots where (fold = $1 and stream_id = $2) or (fold = $3 and stream_id = $4)`,
    [refusedPhones.snapshot.name, refusedPhonesStreamId, codStandingFold.snapshot.name, customerOrdersStreamId(erased.userId)],
  );
  // Every instance's cached fold of the refused phones lets her numbers go as it next reads the stream.
  await store.append(
    [
      {
        streamId: refusedPhonesStreamId,
        streamType: refusedPhones.streamType,
        expectedVersion: 'any',
        events: [{ type: 'PhoneRefusalsForgotten', data: { userId: erased.userId, forgottenAt: erased.erasedAt } }],
      },
    ],
    { actor: systemActor, correlationId: `erasure-${erased.userId}` },
  );
};

/** Erases a person (erasure.ts decides), then runs the hook (by default `onPersonalDataErased`). */
export async function erasePersonalData(
  store: EventStore,
  command: ErasureRequest,
  metadata: EventMetadata,
  options: { readonly now?: Date; readonly hook?: PersonalDataErasedHook } = {},
): Promise<ErasedPerson> {
  const now = options.now ?? new Date();
  const { append, states } = await handle(store, eraseDecider, { ...command, type: 'ErasePersonalData', now, emailDigest: (email: string) => emailDigestOf(store, normaliseEmail(email)) } as ErasePersonalData, metadata);
  const erased: ErasedPerson = { userId: command.userId, erasedAt: now.toISOString(), email: states.user.email, append: append! };
  await (options.hook ?? onPersonalDataErased)(store, erased);
  return erased;
}

import { randomUUID } from 'node:crypto';
import { ConcurrencyError, type AppendResult, type EventMetadata, type EventStore } from '../../events/index.js';
import type { UserRole } from '../../events/identity.js';
import { conflict } from '../../infra/errors.js';
import { normaliseEmail } from '../../projections/users/index.js';
import { hashPassword } from './password.js';
import { emailStream, userDecider, userStream } from './user.js';

export interface Registration {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly role: UserRole;
}

export const emailTakenMessage = 'An account with this email already exists';

/**
 * Registers a user: the user's new stream and the claim on the normalised
 * email are appended together, both "as new". Two registrations racing for
 * one address cannot both pass: the second finds the claim stream taken.
 */
export async function registerUser(
  store: EventStore,
  registration: Registration,
  metadata: EventMetadata,
  now = new Date(),
): Promise<{ userId: string; append: AppendResult }> {
  const userId = randomUUID();
  const email = registration.email.trim();
  const normalised = normaliseEmail(email);
  if ((await store.streamVersion(emailStream(normalised))) > 0) throw conflict(emailTakenMessage);
  const events = userDecider.decide(
    {
      type: 'RegisterUser',
      userId,
      email,
      name: registration.name.trim(),
      passwordHash: await hashPassword(registration.password),
      role: registration.role,
      now,
    },
    userDecider.initialState(),
  );
  try {
    const append = await store.append(
      [
        { streamId: userStream(userId), streamType: userDecider.streamType, expectedVersion: 0, events },
        {
          streamId: emailStream(normalised),
          streamType: 'user-email',
          expectedVersion: 0,
          events: [{ type: 'EmailClaimed', data: { email: normalised, userId } }],
        },
      ],
      metadata,
    );
    return { userId, append };
  } catch (error) {
    if (error instanceof ConcurrencyError) throw conflict(emailTakenMessage);
    throw error;
  }
}

import type { Queryable } from '../../events/index.js';
import { findUserProfile } from '../../projections/users/index.js';
import type { ExportedProfileAnswer } from './schemas.js';

/** Her account for her data export; null when the read model has no such account. */
export async function profileOf(db: Queryable, userId: string): Promise<ExportedProfileAnswer | null> {
  const user = await findUserProfile(db, userId);
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    registeredAt: user.createdAt,
    marketingConsent: user.marketingConsent,
    marketingConsentChangedAt: user.marketingConsentChangedAt,
  };
}

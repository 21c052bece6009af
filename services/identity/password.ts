import argon2 from 'argon2';

// argon2id with the memory and time costs of current password-storage guidance (19 MiB, 2 passes).
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

// Checked against when an email is unknown, so both failures take the same time.
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoy ??= argon2.hash('decoy-password-for-timing', options);
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

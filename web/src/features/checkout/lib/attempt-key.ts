type RandomSource = Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">>;

/** A random v4 UUID; `crypto.randomUUID` only exists on secure origins, so plain HTTP builds one from random bytes. */
export function newIdempotencyKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per checkout attempt: the same order (same lines, same form) keeps its key, so a double click
 * or a retry after a lost answer can only ever find the first order; any change starts a new attempt.
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | undefined;
  return (fingerprint: string): string => {
    if (current?.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
    return current.key;
  };
}

/** The content codings the store sends compressed answers in, best first (Brotli is smaller). */
export const codings = ['br', 'gzip'] as const;
export type Coding = (typeof codings)[number];

/**
 * The codings an Accept-Encoding header allows, among those the store sends: a coding is allowed when it is listed
 * (or `*` is) with a non-zero q. The server's order decides among allowed ones.
 */
export function acceptedCodings(header: string | undefined): ReadonlySet<Coding> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.toLowerCase().split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter))?.replace(/^q\s*=\s*/, '');
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const allowed = new Set<Coding>();
  for (const coding of codings) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > 0) allowed.add(coding);
  }
  return allowed;
}

/** Browsers send a handful of distinct Accept-Encoding values: hot paths parse each once. */
const parsed = new Map<string, ReadonlySet<Coding>>();

export function acceptedCodingsOf(header: string | undefined): ReadonlySet<Coding> {
  const key = header ?? '';
  let allowed = parsed.get(key);
  if (!allowed) {
    allowed = acceptedCodings(header);
    if (parsed.size >= 100) parsed.clear();
    parsed.set(key, allowed);
  }
  return allowed;
}

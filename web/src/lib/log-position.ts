/**
 * Read-your-writes (ADR 041): every write answers with the log position it reached (`X-Log-Position`,
 * `<transaction id>.<global position>`); the highest one seen goes with every later API call, and the store answers
 * a read only once the read models it reads show that position.
 */
const header = "X-Log-Position";
let latest: readonly [bigint, bigint] | null = null;
let latestText: string | null = null;

function parse(value: string): readonly [bigint, bigint] | null {
  const match = /^(\d{1,19})\.(\d{1,15})$/.exec(value.trim());
  return match ? [BigInt(match[1]!), BigInt(match[2]!)] : null;
}

/** Keeps the answer's position when it is later than the one kept. */
export function noteLogPosition(response: Response): void {
  const text = response.headers.get(header);
  const position = text ? parse(text) : null;
  if (!position) return;
  if (latest && (latest[0] > position[0] || (latest[0] === position[0] && latest[1] >= position[1]))) return;
  latest = position;
  latestText = text!.trim();
}

/** The header to send with a call: the latest position a write answered with, if any. */
export function logPositionHeaders(): Record<string, string> | undefined {
  return latestText ? { [header]: latestText } : undefined;
}

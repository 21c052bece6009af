/** The later of two `X-Log-Position` values (`<transaction id>.<global position>`), as the web client keeps it. */
export function laterLogPosition(known: string | undefined, answered: string | null): string | undefined {
  if (!answered) return known;
  if (!known) return answered;
  const [a, b] = [known, answered].map((value) => value.split('.').map((part) => BigInt(part)));
  return a![0]! > b![0]! || (a![0] === b![0] && a![1]! >= b![1]!) ? known : answered;
}

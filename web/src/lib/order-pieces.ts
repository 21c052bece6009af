/**
 * How many items an order holds, wherever one is counted (staff lists, the shopper's orders, the audit area, the
 * cart): its pieces, the sum of its lines' quantities, so two of one abaya are "2 items" on every screen.
 */
export function piecesIn(lines: readonly { quantity: number }[]): number {
  return lines.reduce((pieces, line) => pieces + line.quantity, 0);
}

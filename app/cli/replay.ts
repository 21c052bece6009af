// npm run replay -- --order <orderNumber>: prints one order's history from the event log, as auditors read it.
import type { OrderEvent } from '../../events/orders.js';
import { orderHistory } from '../../services/orders/index.js';
import { connectForTool } from './connect.js';

const index = process.argv.indexOf('--order');
const orderNumber = Number(index >= 0 ? process.argv[index + 1] : NaN);
if (!Number.isInteger(orderNumber) || orderNumber <= 0) {
  console.error('Usage: npm run replay -- --order <orderNumber>');
  process.exit(2);
}

const tool = await connectForTool();
try {
  const found = await tool.pool.query<{ order_id: string }>(
    `select data->>'orderId' as order_id from events
     where type = 'OrderPlaced' and (data->>'orderNumber')::int = $1 limit 1`,
    [orderNumber],
  );
  const orderId = found.rows[0]?.order_id;
  if (!orderId) {
    console.error(`No order #${orderNumber} in the log.`);
    process.exitCode = 1;
  } else {
    const history = await orderHistory(tool.store, orderId);
    console.log(`Order #${orderNumber} (${orderId}): ${history.length} events`);
    for (const entry of history) {
      const who = entry.actor.email ? `${entry.actor.email} (${entry.actor.role})` : entry.actor.role;
      console.log(`\n${entry.streamVersion}. ${entry.recordedAt}  ${entry.type}  by ${who}`);
      console.log(describe({ type: entry.type, data: entry.data } as OrderEvent));
    }
  }
} finally {
  await tool.close();
}

function describe(event: OrderEvent): string {
  switch (event.type) {
    case 'OrderPlaced': {
      const { data } = event;
      return [
        `   ${data.shippingName}, ${data.shippingPhone}, ${data.shippingAddressLine1}, ${data.shippingCity}`,
        ...data.items.map(
          (item) =>
            `   ${item.quantity} x ${item.productNameEn}${item.variantSize ? ` (${item.variantSize})` : ''} at ${item.price} AED`,
        ),
        `   subtotal ${data.subtotal} + COD fee ${data.codFee} = ${data.totalAmount} AED`,
      ].join('\n');
    }
    case 'OrderStatusChanged':
      return `   status ${event.data.from} -> ${event.data.to}`;
    case 'OrderDeleted':
      return `   deleted${event.data.restocked ? ', stock returned' : ', stock not returned (goods had left)'}`;
    default:
      return `   ${JSON.stringify((event as { data: unknown }).data)}`;
  }
}

// npm run mail:preview -- --order <orderNumber>: prints that order's confirmation as the store sends it (RFC 822).
import { previewOrderMail, senderDomain } from '../../services/mail/index.js';
import { loadJwtSecret } from '../../infra/http/session.js';
import { orderLinks } from '../../infra/order-links.js';
import { connectForTool } from './connect.js';

const index = process.argv.indexOf('--order');
const orderNumber = Number(index >= 0 ? process.argv[index + 1] : NaN);
if (!Number.isInteger(orderNumber) || orderNumber <= 0) {
  console.error('Usage: npm run mail:preview -- --order <orderNumber>');
  process.exit(2);
}

const tool = await connectForTool();
try {
  const { config } = tool;
  const text = await previewOrderMail(
    {
      store: tool.store,
      pool: tool.pool,
      from: config.MAIL_FROM,
      publicUrl: config.PUBLIC_URL,
      domain: senderDomain(config.MAIL_FROM),
      // The store's own secret, so the confirmation link is the one the shopper received.
      links: orderLinks(await loadJwtSecret(config)),
    },
    orderNumber,
  );
  if (text === null) {
    console.error(`No order #${orderNumber} in the log.`);
    process.exitCode = 1;
  } else {
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }
} finally {
  await tool.close();
}

// The peer of `npm run bench -- peer`: Vendure, started with a configuration as close to the store's as it
// allows. The bench copies this file into the folder Vendure is installed in (outside the store's lock) and
// runs it there, so its imports find Vendure's packages; it prints `LISTENING <port>` once both APIs answer.
// Environment: PEER_PORT, PEER_DATABASE_URL, PEER_ADMIN_USER, PEER_ADMIN_PASSWORD, PEER_POOL_SIZE.
// Vendure is CommonJS: its exports are read from the default import.
import vendure from '@vendure/core';

const { bootstrap, DefaultLogger, LanguageCode, LogLevel, PaymentMethodHandler } = vendure;

// Cash on delivery as the store takes it: nothing to authorise with a provider, the payment is recorded settled.
const cashOnDelivery = new PaymentMethodHandler({
  code: 'cash-on-delivery',
  description: [{ languageCode: LanguageCode.en, value: 'Cash on delivery' }],
  args: {},
  createPayment: (_ctx, order, amount) => ({ amount, state: 'Settled', transactionId: `cod-${order.code}`, metadata: {} }),
  settlePayment: () => ({ success: true }),
});

const port = Number(process.env.PEER_PORT);

bootstrap({
  apiOptions: {
    hostname: '127.0.0.1',
    port,
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
  },
  authOptions: {
    tokenMethod: 'bearer',
    requireVerification: false,
    superadminCredentials: { identifier: process.env.PEER_ADMIN_USER, password: process.env.PEER_ADMIN_PASSWORD },
  },
  dbConnectionOptions: {
    type: 'postgres',
    url: process.env.PEER_DATABASE_URL,
    synchronize: true,
    logging: false,
    // The store's pool size (DATABASE_POOL_SIZE's default), so neither has more connections to work with.
    extra: { max: Number(process.env.PEER_POOL_SIZE ?? 20) },
  },
  paymentOptions: { paymentMethodHandlers: [cashOnDelivery] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
})
  .then((app) => {
    console.log(`LISTENING ${port}`);
    const stop = () => app.close().then(() => process.exit(0), () => process.exit(1));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });

// Vendure's GraphQL APIs as a shop uses them: the Admin API to set the shop up and seed it, the Shop API to read
// the catalog and check out. Sessions are bearer tokens (`vendure-auth-token`), one per shopper.
import type http from 'node:http';
import { inParallel, keepAliveAgent, request } from './http.js';
import type { SeededProduct } from './catalog.js';
import { peerAdmin } from './vendure.js';

export interface GqlAnswer {
  readonly data: any;
  readonly errors?: Array<{ message: string }>;
  readonly status: number;
  readonly ms: number;
  readonly bytes: number;
  /** A session token Vendure handed out with this answer, if any. */
  readonly token?: string;
}

export async function gql(
  endpoint: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<GqlAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const answer = await request(endpoint, 'POST', { body: { query, variables }, agent: options.agent, headers });
  const token = answer.headers['vendure-auth-token'];
  return {
    data: answer.body?.data,
    errors: answer.body?.errors,
    status: answer.status,
    ms: answer.ms,
    bytes: answer.raw.length,
    token: typeof token === 'string' ? token : undefined,
  };
}

/** The data of an answer that must succeed (a seeding step): GraphQL errors and error results throw. */
async function must(endpoint: string, query: string, variables: Record<string, unknown>, token: string, agent?: http.Agent): Promise<any> {
  const answer = await gql(endpoint, query, variables, { token, agent });
  if (answer.status !== 200 || answer.errors?.length) {
    throw new Error(`Vendure: ${answer.status} ${JSON.stringify(answer.errors ?? answer.data).slice(0, 400)} for ${query.slice(0, 80)}`);
  }
  for (const value of Object.values(answer.data ?? {})) {
    const result = value as { errorCode?: string; message?: string } | null;
    if (result && typeof result === 'object' && 'errorCode' in result && result.errorCode) {
      throw new Error(`Vendure: ${result.errorCode} ${result.message} for ${query.slice(0, 80)}`);
    }
  }
  return answer.data;
}

export interface PeerShop {
  readonly admin: string;
  readonly shop: string;
  readonly adminToken: string;
  readonly shippingMethodId: string;
}

async function adminLogin(admin: string): Promise<string> {
  const answer = await gql(admin, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } } }', {
    u: peerAdmin.username,
    p: peerAdmin.password,
  });
  if (!answer.token) throw new Error(`Vendure admin login: ${answer.status} ${JSON.stringify(answer.errors ?? answer.data)}`);
  return answer.token;
}

/**
 * The shop the store is: the UAE, dirhams with 5% VAT included in prices, Arabic and English, one free standard
 * delivery, cash on delivery (the handler in vendure-peer.mjs).
 */
export async function setUpPeerShop(baseUrl: string): Promise<PeerShop> {
  const admin = `${baseUrl}/admin-api`;
  const token = await adminLogin(admin);
  const run = (query: string, variables: Record<string, unknown> = {}) => must(admin, query, variables, token);
  await run('mutation { updateGlobalSettings(input: { availableLanguages: [en, ar] }) { ... on GlobalSettings { id } } }');
  const country = await run(
    `mutation { createCountry(input: { code: "AE", enabled: true, translations: [
      { languageCode: en, name: "United Arab Emirates" }, { languageCode: ar, name: "الإمارات العربية المتحدة" }] }) { id } }`,
  );
  const zone = await run('mutation($ids: [ID!]) { createZone(input: { name: "UAE", memberIds: $ids }) { id } }', { ids: [country.createCountry.id] });
  const zoneId = zone.createZone.id as string;
  const channel = await run('query { activeChannel { id } }');
  await run(
    `mutation($id: ID!, $zone: ID!) { updateChannel(input: { id: $id, defaultTaxZoneId: $zone, defaultShippingZoneId: $zone,
      pricesIncludeTax: true, defaultCurrencyCode: AED, availableCurrencyCodes: [AED], availableLanguageCodes: [en, ar] })
      { ... on Channel { id } } }`,
    { id: channel.activeChannel.id, zone: zoneId },
  );
  const category = await run('mutation { createTaxCategory(input: { name: "Standard", isDefault: true }) { id } }');
  await run('mutation($c: ID!, $z: ID!) { createTaxRate(input: { name: "UAE VAT", enabled: true, value: 5, categoryId: $c, zoneId: $z }) { id } }', {
    c: category.createTaxCategory.id,
    z: zoneId,
  });
  const shipping = await run(
    `mutation { createShippingMethod(input: { code: "standard", fulfillmentHandler: "manual-fulfillment",
      checker: { code: "default-shipping-eligibility-checker", arguments: [{ name: "orderMinimum", value: "0" }] },
      calculator: { code: "default-shipping-calculator", arguments: [
        { name: "rate", value: "0" }, { name: "includesTax", value: "include" }, { name: "taxRate", value: "0" }] },
      translations: [{ languageCode: en, name: "Standard delivery", description: "" }] }) { id } }`,
  );
  await run(
    `mutation { createPaymentMethod(input: { code: "cash-on-delivery", enabled: true,
      handler: { code: "cash-on-delivery", arguments: [] },
      translations: [{ languageCode: en, name: "Cash on delivery", description: "" }] }) { id } }`,
  );
  return { admin, shop: `${baseUrl}/shop-api`, adminToken: token, shippingMethodId: shipping.createShippingMethod.id };
}

const sizes = ['S', 'M', 'L', 'XL', 'XXL', '52', '54', '56'];
const colors = ['Black', 'Navy', 'Sand', 'Olive', 'Plum', 'Grey'];

/**
 * The bench catalog's shape (tests/bench/lib/catalog.ts): products with Arabic and English names and
 * descriptions, `variants` each (a size and a colour), prices 150–549 AED, `stock` units tracked. Vendure keeps
 * images as uploaded assets, which need an asset server: its products carry none.
 */
export async function seedPeerCatalog(
  shop: PeerShop,
  options: { products: number; variants: number; stock: number; concurrency?: number; firstIndex?: number },
): Promise<SeededProduct[]> {
  const agent = keepAliveAgent(options.concurrency ?? 4);
  const run = (query: string, variables: Record<string, unknown>) => must(shop.admin, query, variables, shop.adminToken, agent);
  try {
    const indexes = Array.from({ length: options.products }, (_, index) => (options.firstIndex ?? 0) + index);
    return await inParallel(indexes, options.concurrency ?? 4, async (index) => {
      const variants = Array.from({ length: options.variants }, (_, v) => ({
        size: sizes[v % sizes.length]!,
        color: colors[(index + v) % colors.length]!,
        price: 150 + ((index * 7 + v * 25) % 400),
      }));
      const product = await run(
        `mutation($input: CreateProductInput!) { createProduct(input: $input) { id slug } }`,
        {
          input: {
            enabled: true,
            translations: [
              {
                languageCode: 'en',
                name: `Bench Abaya ${index + 1}`,
                slug: `bench-abaya-${index + 1}`,
                description: `A flowing abaya in soft crepe with wide sleeves and a concealed front; number ${index + 1} of the bench catalog.`,
              },
              {
                languageCode: 'ar',
                name: `عباية ${index + 1}`,
                slug: `abaya-ar-${index + 1}`,
                description: `عباية واسعة من الكريب الناعم بأكمام واسعة وإغلاق مخفي، رقم ${index + 1}.`,
              },
            ],
          },
        },
      );
      const productId = product.createProduct.id as string;
      const group = (code: string, name: string, values: string[]) => ({
        code: `${code}-${index + 1}`,
        translations: [{ languageCode: 'en', name }],
        options: [...new Set(values)].map((value) => ({ code: value.toLowerCase(), translations: [{ languageCode: 'en', name: value }] })),
      });
      const groups = await run(
        `mutation($size: CreateProductOptionGroupInput!, $color: CreateProductOptionGroupInput!) {
          size: createProductOptionGroup(input: $size) { id options { id code } }
          color: createProductOptionGroup(input: $color) { id options { id code } } }`,
        { size: group('size', 'Size', variants.map((v) => v.size)), color: group('color', 'Colour', variants.map((v) => v.color)) },
      );
      await run(
        `mutation($p: ID!, $s: ID!, $c: ID!) { a: addOptionGroupToProduct(productId: $p, optionGroupId: $s) { id }
          b: addOptionGroupToProduct(productId: $p, optionGroupId: $c) { id } }`,
        { p: productId, s: groups.size.id, c: groups.color.id },
      );
      const optionId = (list: Array<{ id: string; code: string }>, value: string) => list.find((option) => option.code === value.toLowerCase())!.id;
      const created = await run(
        `mutation($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id price stockOnHand } }`,
        {
          input: variants.map((variant, v) => ({
            productId,
            sku: `BA-${index + 1}-${v + 1}`,
            price: variant.price * 100,
            stockOnHand: options.stock,
            trackInventory: 'TRUE',
            optionIds: [optionId(groups.size.options, variant.size), optionId(groups.color.options, variant.color)],
            translations: [{ languageCode: 'en', name: `Bench Abaya ${index + 1} ${variant.size} ${variant.color}` }],
          })),
        },
      );
      return {
        id: productId,
        slug: product.createProduct.slug as string,
        variants: (created.createProductVariants as Array<{ id: string; price: number; stockOnHand: number }>).map((variant) => ({
          id: variant.id,
          price: (variant.price / 100).toFixed(2),
          stock: variant.stockOnHand,
        })),
      };
    });
  } finally {
    agent.destroy();
  }
}

/** Customer accounts made by the admin (as the store's shoppers register), each then signed in on the Shop API. */
export async function signInPeerShoppers(shop: PeerShop, count: number, tag: string): Promise<string[]> {
  return inParallel(Array.from({ length: count }, (_, index) => index), 4, async (index) => {
    const email = `bench-shopper-${tag}-${index + 1}@example.com`;
    const password = 'bench-shopper-1';
    await must(
      shop.admin,
      `mutation($input: CreateCustomerInput!, $password: String) { createCustomer(input: $input, password: $password) { ... on Customer { id } } }`,
      { input: { emailAddress: email, firstName: 'Bench', lastName: 'Shopper' }, password },
      shop.adminToken,
    );
    const answer = await gql(
      shop.shop,
      'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }',
      { u: email, p: password },
    );
    if (!answer.token || answer.data?.login?.errorCode) throw new Error(`Vendure shopper login: ${JSON.stringify(answer.errors ?? answer.data)}`);
    return answer.token;
  });
}

/** Stock of a variant as the admin sees it: on hand, and allocated to orders placed. */
export async function peerStock(shop: PeerShop, variantId: string): Promise<{ onHand: number; allocated: number }> {
  const data = await must(shop.admin, 'query($id: ID!) { productVariant(id: $id) { stockOnHand stockAllocated } }', { id: variantId }, shop.adminToken);
  return { onHand: data.productVariant.stockOnHand, allocated: data.productVariant.stockAllocated };
}

const orderResult = '... on Order { id code state } ... on ErrorResult { errorCode message }';
const addItem = `mutation($v: ID!, $q: Int!) { addItemToOrder(productVariantId: $v, quantity: $q) { ${orderResult} } }`;
const setAddress = `mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${orderResult} } }`;
const setShipping = `mutation($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ${orderResult} } }`;
const toPayment = `mutation { transitionOrderToState(state: "ArrangingPayment") { ${orderResult} } }`;
const pay = `mutation { addPaymentToOrder(input: { method: "cash-on-delivery", metadata: {} }) { ${orderResult} } }`;
const clear = `mutation { removeAllOrderLines { ${orderResult} } }`;

export interface PeerCheckout {
  readonly accepted: boolean;
  /** The step that refused and why (an ErrorResult code, a GraphQL error or an HTTP status). */
  readonly refusal?: string;
  /** The whole sequence, first request to last answer. */
  readonly ms: number;
}

/**
 * One order as a Vendure storefront places it for a signed-in shopper: each line added, the delivery address,
 * the delivery method, then to ArrangingPayment and the cash payment (settled, which allocates the stock).
 */
export async function peerCheckout(
  shop: PeerShop,
  token: string,
  lines: ReadonlyArray<{ variantId: string; quantity: number }>,
  agent: http.Agent,
): Promise<PeerCheckout> {
  const started = performance.now();
  const steps: Array<[string, Record<string, unknown>]> = [
    ...lines.map((line): [string, Record<string, unknown>] => [addItem, { v: line.variantId, q: line.quantity }]),
    [setAddress, { input: { fullName: 'Bench Shopper', phoneNumber: '+971 50 123 4567', city: 'Dubai', streetLine1: 'Villa 12, Street 34, Al Barsha', countryCode: 'AE' } }],
    [setShipping, { ids: [shop.shippingMethodId] }],
    [toPayment, {}],
    [pay, {}],
  ];
  for (const [query, variables] of steps) {
    const answer = await gql(shop.shop, query, variables, { token, agent });
    const result = Object.values(answer.data ?? {})[0] as { errorCode?: string; state?: string } | undefined;
    const refusal = answer.status !== 200 ? `HTTP ${answer.status}` : answer.errors?.length ? answer.errors[0]!.message : result?.errorCode;
    if (refusal) {
      // Leave the shopper's next order empty (not timed).
      const ms = performance.now() - started;
      await gql(shop.shop, clear, {}, { token, agent }).catch(() => undefined);
      return { accepted: false, refusal, ms };
    }
    if (query === pay && result?.state !== 'PaymentSettled') return { accepted: false, refusal: `state ${result?.state}`, ms: performance.now() - started };
  }
  return { accepted: true, ms: performance.now() - started };
}

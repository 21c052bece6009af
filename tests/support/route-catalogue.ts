import { randomUUID } from 'node:crypto';
import { courierCash, courierCashStreamId } from '../../events/couriers.js';
import { orderLinks } from '../../infra/order-links.js';
import { apiOperations } from '../../app/api-operations.js';
import type { ApiAccess, ApiOperation } from '../../infra/http/openapi.js';
import { pngImage } from './images.js';
import { testSessionSecret, type TestResponse, type TestStore } from './test-store.js';

/** Records the calls name: made once per suite by `createRouteFixtures`. */
export interface RouteFixtures {
  readonly customerEmail: string;
  readonly customerPassword: string;
  readonly categoryId: string;
  /** An empty category, deleted by the suites. */
  readonly spareCategoryId: string;
  /** The product orders are placed for (its stock is large and only orders move it). */
  readonly product: { readonly id: string; readonly slug: string; readonly variantId: string };
  /** The product the suites edit. */
  readonly editable: { readonly id: string; readonly variantId: string };
  readonly spareProductId: string;
  readonly bannerId: string;
  readonly spareBannerId: string;
  readonly orderId: string;
  readonly spareOrderId: string;
  /** The customer's notification of the order's first status change. */
  readonly notificationId: string;
  /** The stored name of the product's uploaded image (`<sha256>.png`). */
  readonly mediaName: string;
  /** The customer's review of the product, written once her third order of it was delivered. */
  readonly reviewId: string;
  /** An account whose role the suites change. */
  readonly spareUserId: string;
  /** A customer account the admin's erasure call erases (nothing else uses it). */
  readonly erasableUserId: string;
  /** A courier, holding the cash of one delivered order (`collected`) that the remittance call hands over. */
  readonly courierId: string;
  readonly collected: { readonly orderId: string; readonly amount: string };
  /** A coupon the calls read and change (10 % off, active). */
  readonly couponId: string;
  /**
   * Her return of one unit of her delivered order, refunded as store credit, and its credit note's number; and another
   * shopper's return still requested, which the admin's call approves.
   */
  readonly returned: {
    readonly orderId: string;
    readonly itemId: string;
    readonly returnId: string;
    readonly creditNoteNumber: string;
    readonly requestedReturnId: string;
  };
  /** Orders at each step of the COD life (ADR 057) the lifecycle calls act on, and the token of the cancelled one's link. */
  readonly life: {
    /** Her spare order, cancelled by the calls (a second cancel records nothing and answers the same). */
    readonly cancelledOrderId: string;
    readonly cancelToken: string;
    /** The order the confirm link names (confirmed already: the call answers the same). */
    readonly confirmToken: string;
    readonly packedOrderId: string;
    readonly shippedOrderId: string;
    readonly returningOrderId: string;
    readonly returningItemId: string;
  };
}

/** Who a route is for (its definition's `access`): everyone, a signed-in shopper, admins only, or admins and auditors. */
export type Access = ApiAccess;

/** What the suites need to call a route as its caller would: a URL naming real records, and a valid body. */
export interface RouteFixture {
  /** A concrete URL with real ids, so a missing guard would let the call succeed. */
  readonly url: (fx: RouteFixtures) => string;
  /** The real values the route's one path parameter may take (fuzzers mix them with odd ones). */
  readonly params?: (fx: RouteFixtures) => readonly string[];
  /** A valid body, for the same reason. */
  readonly body?: (fx: RouteFixtures) => Record<string, unknown>;
  /** The route reads `asOf` from its query. */
  readonly asOf?: true;
}

/** A route as the suites call it: its method, pattern and access from its definition, and its fixture. */
export interface RouteEntry extends RouteFixture {
  readonly method: ApiOperation['method'];
  /** The route pattern as its definition declares it. */
  readonly route: string;
  readonly access: Access;
}

/** COD rules that refuse nothing. */
export const noRules = { minOrder: null, maxOrder: null, maxOrderNewCustomer: null, unavailableEmirates: [], refusalLimit: null };

export const categoryBody = () => ({ nameEn: 'Prayer Sets', nameAr: 'أطقم صلاة' });

export const productBody = (fx: Pick<RouteFixtures, 'categoryId'>, variantId?: string) => ({
  nameEn: 'Crepe Abaya',
  nameAr: 'عباية كريب',
  descriptionEn: 'Soft crepe',
  descriptionAr: 'كريب ناعم',
  categoryId: fx.categoryId,
  status: 'active',
  variants: [{ ...(variantId ? { id: variantId } : {}), size: '54', color: 'Black', price: '120.50', stock: 1000 }],
  images: [{ url: 'https://images.example.com/abaya.jpg', isPrimary: true, position: 0 }],
});

export const bannerBody = () => ({
  titleEn: 'New season',
  titleAr: 'موسم جديد',
  subtitleEn: 'Modest and light',
  subtitleAr: 'محتشم وخفيف',
  imageUrl: 'https://images.example.com/banner.jpg',
  position: 1,
  isActive: true,
});

export const orderBody = (fx: Pick<RouteFixtures, 'product'>) => ({
  items: [{ productId: fx.product.id, variantId: fx.product.variantId, quantity: 1 }],
  shippingName: 'Huda Salem',
  shippingPhone: '+971 55 111 2222',
  shippingCity: 'Sharjah',
  shippingAddressLine1: 'Al Majaz 2, Tower B',
  shippingAddressLine2: 'Flat 1204',
  deliveryNote: 'Call on arrival',
  locale: 'en',
});

export const addressBody = () => ({
  name: 'Huda Salem',
  phone: '+971 55 111 2222',
  city: 'sharjah',
  addressLine1: 'Al Majaz 2, Tower B',
  addressLine2: 'Flat 1204',
  isDefault: true,
});

/** An id no record has: such a call answers 404 once past the guards. */
const unknownId = '00000000-0000-4000-8000-000000000000';

const pageBody = () => ({ titleEn: 'About us', titleAr: 'من نحن', bodyEn: 'We sew.', bodyAr: 'نخيط.' });

const at = (path: string) => () => path;

/**
 * A fixture for every route of the API, keyed `METHOD /api/route`, in an order the admin sweep can run top to bottom
 * with valid bodies: deletions of spare records come last. A route's method, pattern and access are its definition's.
 */
export const routeFixtures: Readonly<Record<string, RouteFixture>> = {
  // identity
  'POST /api/auth/register': {
    url: at('/api/auth/register'),
    body: () => ({ name: 'Salma Fuzz', email: 'salma.fuzz@example.com', password: 'secret1' }),
  },
  'POST /api/auth/login': {
    url: at('/api/auth/login'),
    body: (fx) => ({ email: fx.customerEmail, password: 'not-the-password' }),
  },
  'POST /api/auth/logout': { url: at('/api/auth/logout') },
  'GET /api/auth/me': { url: at('/api/auth/me') },
  // shop
  'GET /api/categories': { url: at('/api/categories') },
  'GET /api/category-cards': { url: at('/api/category-cards') },
  'GET /api/products': { url: at('/api/products') },
  'GET /api/product-suggestions': { url: at('/api/product-suggestions?q=abaya') },
  'GET /api/product-facets': { url: at('/api/product-facets?color=black') },
  'GET /api/colours': { url: at('/api/colours') },
  'GET /api/products/:slug': { url: (fx) => `/api/products/${fx.product.slug}`, params: (fx) => [fx.product.slug] },
  'GET /api/banners': { url: at('/api/banners') },
  'GET /api/settings': { url: at('/api/settings') },
  'GET /api/pages/:key': { url: at('/api/pages/about'), params: () => ['about', 'terms'] },
  'GET /api/media/:name': { url: (fx) => `/api/media/${fx.mediaName}`, params: (fx) => [fx.mediaName] },
  'GET /api/health': { url: at('/api/health') },
  'GET /api/health/ready': { url: at('/api/health/ready') },
  'GET /api/openapi.json': { url: at('/api/openapi.json') },
  'POST /api/cart/quote': { url: at('/api/cart/quote'), body: (fx) => ({ items: orderBody(fx).items }) },
  'POST /api/orders': { url: at('/api/orders'), body: orderBody },
  // the shopper's account: addresses, wishlist, profile, orders, notifications; reviews
  'GET /api/account/addresses': { url: at('/api/account/addresses') },
  'POST /api/account/addresses': { url: at('/api/account/addresses'), body: addressBody },
  'PATCH /api/account/addresses/:id': {
    url: at(`/api/account/addresses/${unknownId}`),
    params: () => [unknownId],
    body: addressBody,
  },
  'DELETE /api/account/addresses/:id': { url: at(`/api/account/addresses/${unknownId}`), params: () => [unknownId] },
  'GET /api/account/wishlist': { url: at('/api/account/wishlist') },
  'GET /api/account/store-credit': { url: at('/api/account/store-credit') },
  'PUT /api/account/wishlist/:productId': {
    url: (fx) => `/api/account/wishlist/${fx.product.id}`,
    params: (fx) => [fx.product.id],
  },
  'DELETE /api/account/wishlist/:productId': {
    url: (fx) => `/api/account/wishlist/${fx.product.id}`,
    params: (fx) => [fx.product.id],
  },
  // back-in-stock alerts (ADR 060): the fixtures' variants are all in stock, so asking answers 409 variant_in_stock
  'GET /api/account/stock-alerts': { url: (fx) => `/api/account/stock-alerts?productId=${fx.product.id}` },
  'PUT /api/account/stock-alerts/:variantId': {
    url: (fx) => `/api/account/stock-alerts/${fx.product.variantId}`,
    params: (fx) => [fx.product.variantId],
    body: () => ({ locale: 'en' }),
  },
  'DELETE /api/account/stock-alerts/:variantId': {
    url: (fx) => `/api/account/stock-alerts/${fx.product.variantId}`,
    params: (fx) => [fx.product.variantId],
  },
  'GET /api/admin/products/:id/stock-alerts': {
    url: (fx) => `/api/admin/products/${fx.product.id}/stock-alerts`,
    params: (fx) => [fx.product.id],
  },
  'GET /api/account/profile': { url: at('/api/account/profile') },
  'GET /api/account/export': { url: at('/api/account/export') },
  'PATCH /api/account/profile': {
    url: at('/api/account/profile'),
    body: () => ({ name: 'Huda Salem', marketingConsent: true }),
  },
  'POST /api/account/password': {
    url: at('/api/account/password'),
    // Never the right current password: the suites' sessions must stay.
      body: () => ({ currentPassword: 'not-the-password', newPassword: 'another-secret' }),
  },
  'POST /api/account/erase': {
    url: at('/api/account/erase'),
    // Never the right password: the suites' customer must stay.
      body: () => ({ password: 'not-the-password' }),
  },
  'GET /api/account/orders': { url: at('/api/account/orders') },
  'GET /api/account/orders/:id': { url: (fx) => `/api/account/orders/${fx.orderId}`, params: (fx) => [fx.orderId] },
  'GET /api/account/notifications': { url: at('/api/account/notifications') },
  'GET /api/account/notifications/unread-count': { url: at('/api/account/notifications/unread-count') },
  'PATCH /api/account/notifications/:id': {
    url: (fx) => `/api/account/notifications/${fx.notificationId}`,
    params: (fx) => [fx.notificationId],
    body: () => ({ isRead: true }),
  },
  'POST /api/account/notifications/read-all': { url: at('/api/account/notifications/read-all') },
  'GET /api/products/:slug/reviews': {
    url: (fx) => `/api/products/${fx.product.slug}/reviews`,
    params: (fx) => [fx.product.slug],
  },
  'GET /api/products/:slug/review-eligibility': {
    url: (fx) => `/api/products/${fx.product.slug}/review-eligibility`,
    params: (fx) => [fx.product.slug],
  },
  'POST /api/products/:slug/reviews': {
    url: (fx) => `/api/products/${fx.product.slug}/reviews`,
    params: (fx) => [fx.product.slug],
    body: () => ({ rating: 4, comment: 'Soft and light' }),
  },
  'GET /api/admin/products/:id/reviews': {
    url: (fx) => `/api/admin/products/${fx.product.id}/reviews`,
    params: (fx) => [fx.product.id],
  },
  'POST /api/admin/reviews/:id/hide': {
    url: (fx) => `/api/admin/reviews/${fx.reviewId}/hide`,
    params: (fx) => [fx.reviewId],
  },
  // back office: catalog
  'GET /api/admin/categories': { url: at('/api/admin/categories') },
  'POST /api/admin/categories': { url: at('/api/admin/categories'), body: categoryBody },
  'PATCH /api/admin/categories/:id': {
    url: (fx) => `/api/admin/categories/${fx.categoryId}`,
    params: (fx) => [fx.categoryId],
    body: () => ({ nameEn: 'Abayas (new)', nameAr: 'عبايات جديدة' }),
  },
  'GET /api/admin/colours': { url: at('/api/admin/colours') },
  'POST /api/admin/colours': {
    url: at('/api/admin/colours'),
    // A new name each time: a colour's key is its English name's, and a key is added once.
      body: () => ({ nameEn: `Coral ${Math.random().toString(36).slice(2, 8)}`, nameAr: 'مرجاني', hex: '#f08070' }),
  },
  'PATCH /api/admin/colours/:key': {
    url: at('/api/admin/colours/teal'),
    params: () => ['teal', 'black'],
    body: () => ({ nameEn: 'Teal', nameAr: 'أزرق مخضر', hex: '#167076' }),
  },
  'GET /api/admin/products': { url: at('/api/admin/products') },
  'GET /api/admin/products/:id': {
    url: (fx) => `/api/admin/products/${fx.product.id}`,
    params: (fx) => [fx.product.id, fx.editable.id],
  },
  'POST /api/admin/products': { url: at('/api/admin/products'), body: (fx) => productBody(fx) },
  'PATCH /api/admin/products/:id': {
    // Only the product that orders do not use is edited, so stock seen by checkout stays put.
      url: (fx) => `/api/admin/products/${fx.editable.id}`,
    params: (fx) => [fx.editable.id],
    body: (fx) => productBody(fx, fx.editable.variantId),
  },
  'POST /api/admin/products/:id/stock-adjustments': {
    url: (fx) => `/api/admin/products/${fx.editable.id}/stock-adjustments`,
    params: (fx) => [fx.editable.id],
    body: (fx) => ({ variantId: fx.editable.variantId, change: 3, reason: 'received', note: 'Delivery 14' }),
  },
  'GET /api/admin/products/:id/stock-history': {
    url: (fx) => `/api/admin/products/${fx.product.id}/stock-history`,
    params: (fx) => [fx.product.id, fx.editable.id],
  },
  'GET /api/admin/low-stock': { url: at('/api/admin/low-stock') },
  // back office: banners, pages and settings
  'GET /api/admin/banners': { url: at('/api/admin/banners') },
  'POST /api/admin/banners': { url: at('/api/admin/banners'), body: bannerBody },
  'PATCH /api/admin/banners/:id': {
    url: (fx) => `/api/admin/banners/${fx.bannerId}`,
    params: (fx) => [fx.bannerId],
    body: bannerBody,
  },
  'GET /api/admin/settings': { url: at('/api/admin/settings') },
  'POST /api/admin/settings': { url: at('/api/admin/settings'), body: () => ({ key: 'codFee', value: '15.00' }) },
  'GET /api/admin/pages': { url: at('/api/admin/pages') },
  'PUT /api/admin/pages/:key': {
    url: at('/api/admin/pages/about'),
    params: () => ['about', 'contact'],
    body: pageBody,
  },
  // back office: orders and operations
  'PATCH /api/orders/:id/status': {
    url: (fx) => `/api/orders/${fx.orderId}/status`,
    params: (fx) => [fx.orderId],
    body: () => ({ status: 'confirmed' }),
  },
  'POST /api/admin/orders/bulk-status': {
    url: at('/api/admin/orders/bulk-status'),
    // The packed order again: the call records nothing, so the other calls find every order as they expect.
      body: (fx) => ({ orderIds: [fx.life.packedOrderId], to: 'packed' }),
  },
  // the COD life of an order: her mailed link, cancellations, calls, shipment, delivery attempts, returns
  'GET /api/orders/confirm/:token': {
    url: (fx) => `/api/orders/confirm/${fx.life.confirmToken}`,
    params: (fx) => [fx.life.confirmToken],
  },
  'POST /api/orders/confirm': { url: at('/api/orders/confirm'), body: (fx) => ({ token: fx.life.confirmToken }) },
  'POST /api/orders/cancel-by-token': {
    url: at('/api/orders/cancel-by-token'),
    body: (fx) => ({ token: fx.life.cancelToken, reason: 'Ordered twice' }),
  },
  'POST /api/account/orders/:id/cancel': {
    url: (fx) => `/api/account/orders/${fx.life.cancelledOrderId}/cancel`,
    params: (fx) => [fx.life.cancelledOrderId],
    body: () => ({ reason: 'Ordered twice' }),
  },
  'POST /api/admin/orders/:id/cancel': {
    url: (fx) => `/api/admin/orders/${fx.life.cancelledOrderId}/cancel`,
    params: (fx) => [fx.life.cancelledOrderId],
    body: () => ({ reason: 'customer_request', note: 'Called to cancel' }),
  },
  // edits before dispatch (ADR 067): the confirmed order's lines as they are, and her address in the same emirate
  'PATCH /api/admin/orders/:id/items': {
    url: (fx) => `/api/admin/orders/${fx.orderId}/items`,
    params: (fx) => [fx.orderId],
    body: (fx) => ({ items: [{ variantId: fx.product.variantId, quantity: 1 }] }),
  },
  'PATCH /api/account/orders/:id/address': {
    url: (fx) => `/api/account/orders/${fx.orderId}/address`,
    params: (fx) => [fx.orderId],
    body: (fx) => {
        const { items: _items, locale: _locale, ...address } = orderBody(fx);
        return { ...address, shippingAddressLine1: 'Al Majaz 3, Tower C' };
      },
  },
  'POST /api/admin/orders/:id/contact-attempts': {
    url: (fx) => `/api/admin/orders/${fx.orderId}/contact-attempts`,
    params: (fx) => [fx.orderId],
    body: () => ({ outcome: 'no_answer', note: 'Rang twice' }),
  },
  'PUT /api/admin/orders/:id/shipment': {
    url: (fx) => `/api/admin/orders/${fx.life.packedOrderId}/shipment`,
    params: (fx) => [fx.life.packedOrderId],
    body: (fx) => ({ courierId: fx.courierId, trackingNumber: 'TRK-1001' }),
  },
  'POST /api/admin/orders/:id/delivery-attempts': {
    url: (fx) => `/api/admin/orders/${fx.life.shippedOrderId}/delivery-attempts`,
    params: (fx) => [fx.life.shippedOrderId],
    body: () => ({ outcome: 'postponed', note: 'She asked for tomorrow' }),
  },
  'POST /api/admin/orders/:id/return-received': {
    url: (fx) => `/api/admin/orders/${fx.life.returningOrderId}/return-received`,
    params: (fx) => [fx.life.returningOrderId],
    body: (fx) => ({ items: [{ itemId: fx.life.returningItemId, quantity: 1, condition: 'sellable' }] }),
  },
  'GET /api/admin/orders': { url: at('/api/admin/orders') },
  'GET /api/admin/orders.csv': { url: at('/api/admin/orders.csv') },
  'GET /api/admin/orders/:id': {
    url: (fx) => `/api/admin/orders/${fx.orderId}?asOf=${encodeURIComponent(new Date().toISOString())}`,
    params: (fx) => [fx.orderId],
    asOf: true,
  },
  'GET /api/admin/orders/:id/history': {
    url: (fx) => `/api/admin/orders/${fx.orderId}/history`,
    params: (fx) => [fx.orderId],
    asOf: true,
  },
  'GET /api/admin/stats': { url: at('/api/admin/stats') },
  // the COD rules: set to none (the spec's store), so the suites' own orders stay accepted
  'GET /api/admin/cod-rules': { url: at('/api/admin/cod-rules') },
  'PUT /api/admin/cod-rules': { url: at('/api/admin/cod-rules'), body: () => noRules },
  'POST /api/admin/cod-rules/simulate': {
    url: at('/api/admin/cod-rules/simulate'),
    body: () => ({ rules: { ...noRules, maxOrder: '100.00' } }),
  },
  'PATCH /api/admin/customers/:id/cod': {
    url: (fx) => `/api/admin/customers/${fx.spareUserId}/cod`,
    params: (fx) => [fx.spareUserId],
    body: () => ({ status: 'allowed', note: 'Known to the shop' }),
  },
  'POST /api/admin/customers/:id/store-credit': {
    url: (fx) => `/api/admin/customers/${fx.spareUserId}/store-credit`,
    params: (fx) => [fx.spareUserId],
    body: () => ({ amount: '5.00', note: 'Late delivery' }),
  },
  // delivery terms (left at none, so the suites' own orders cost what they did) and coupons
  'GET /api/delivery': { url: at('/api/delivery') },
  'GET /api/admin/business': { url: at('/api/admin/business') },
  'PUT /api/admin/business': {
    url: at('/api/admin/business'),
    body: () => ({ legalNameEn: 'Sakina LLC', legalNameAr: 'سكينة ذ.م.م', addressEn: 'Dubai', addressAr: 'دبي', trn: '100123456700003', vatRegistered: true }),
  },
  'GET /api/account/orders/:id/invoice': {
    // The delivered order's: invoiced at its delivery.
      url: (fx) => `/api/account/orders/${fx.collected.orderId}/invoice`,
    params: (fx) => [fx.collected.orderId],
  },
  'GET /api/admin/orders/:id/invoice': {
    url: (fx) => `/api/admin/orders/${fx.collected.orderId}/invoice`,
    params: (fx) => [fx.collected.orderId],
  },
  'GET /api/admin/delivery': { url: at('/api/admin/delivery') },
  'PUT /api/admin/delivery': { url: at('/api/admin/delivery'), body: () => ({ zones: [], freeDeliveryOver: null }) },
  'GET /api/admin/coupons': { url: at('/api/admin/coupons') },
  'POST /api/admin/coupons': {
    url: at('/api/admin/coupons'),
    body: () => ({ code: `CALL-${randomUUID().slice(0, 8).toUpperCase()}`, kind: 'amount', value: '5.00', active: true }),
  },
  'GET /api/admin/coupons/:id': { url: (fx) => `/api/admin/coupons/${fx.couponId}`, params: (fx) => [fx.couponId] },
  'PATCH /api/admin/coupons/:id': {
    url: (fx) => `/api/admin/coupons/${fx.couponId}`,
    params: (fx) => [fx.couponId],
    body: () => ({ active: true }),
  },
  // returns, exchanges and credit notes (ADR 067): the calls ask again for the unit returned already (409 over_return)
  'POST /api/account/orders/:id/returns': {
    url: (fx) => `/api/account/orders/${fx.returned.orderId}/returns`,
    params: (fx) => [fx.returned.orderId],
    body: (fx) => ({ items: [{ itemId: fx.returned.itemId, quantity: 1, reason: 'wrong_size' }], resolution: 'refund', note: 'Too long' }),
  },
  'GET /api/account/orders/:id/returnable': {
    url: (fx) => `/api/account/orders/${fx.returned.orderId}/returnable`,
    params: (fx) => [fx.returned.orderId],
  },
  'GET /api/account/returns': { url: at('/api/account/returns') },
  'GET /api/account/returns/:id': {
    url: (fx) => `/api/account/returns/${fx.returned.returnId}`,
    params: (fx) => [fx.returned.returnId],
  },
  'GET /api/account/returns/:id/credit-note': {
    url: (fx) => `/api/account/returns/${fx.returned.returnId}/credit-note`,
    params: (fx) => [fx.returned.returnId],
  },
  'GET /api/admin/returns': { url: at('/api/admin/returns?status=refunded') },
  'GET /api/admin/returns/:id': {
    url: (fx) => `/api/admin/returns/${fx.returned.returnId}`,
    params: (fx) => [fx.returned.returnId],
  },
  'PATCH /api/admin/returns/:id': {
    url: (fx) => `/api/admin/returns/${fx.returned.requestedReturnId}`,
    params: (fx) => [fx.returned.requestedReturnId],
    body: () => ({ status: 'approved', note: 'Approved' }),
  },
  'GET /api/admin/credit-notes/:number': {
    url: (fx) => `/api/admin/credit-notes/${fx.returned.creditNoteNumber}`,
    params: (fx) => [fx.returned.creditNoteNumber],
  },
  // back office: couriers and their cash
  'GET /api/admin/couriers': { url: at('/api/admin/couriers') },
  'POST /api/admin/couriers': {
    url: at('/api/admin/couriers'),
    body: () => ({ name: 'Swift Couriers', deliveryCost: '15', returnCost: '10.50' }),
  },
  'PATCH /api/admin/couriers/:id': {
    url: (fx) => `/api/admin/couriers/${fx.courierId}`,
    params: (fx) => [fx.courierId],
    body: () => ({ deliveryCost: '18.00' }),
  },
  'POST /api/admin/couriers/:id/remittances': {
    url: (fx) => `/api/admin/couriers/${fx.courierId}/remittances`,
    params: (fx) => [fx.courierId],
    body: (fx) => ({ reference: 'RCPT-1001', amount: fx.collected.amount, orderIds: [fx.collected.orderId] }),
  },
  'GET /api/admin/couriers/:id/cash': {
    url: (fx) => `/api/admin/couriers/${fx.courierId}/cash`,
    params: (fx) => [fx.courierId],
    asOf: true,
  },
  'GET /api/audit/couriers/:id/cash': {
    url: (fx) => `/api/audit/couriers/${fx.courierId}/cash`,
    params: (fx) => [fx.courierId],
    asOf: true,
  },
  'GET /api/admin/reports/cod': { url: at('/api/admin/reports/cod') },
  'GET /api/admin/notifications': { url: at('/api/admin/notifications') },
  'GET /api/admin/health': { url: at('/api/admin/health') },
  'POST /api/admin/mail/retry': { url: at('/api/admin/mail/retry') },
  'GET /api/audit/seal': { url: at('/api/audit/seal') },
  // back office: customers and roles
  'GET /api/admin/customers': { url: at('/api/admin/customers') },
  'GET /api/admin/customers/:id': {
    url: (fx) => `/api/admin/customers/${fx.spareUserId}`,
    params: (fx) => [fx.spareUserId],
  },
  'GET /api/admin/customers/:id/orders': {
    url: (fx) => `/api/admin/customers/${fx.spareUserId}/orders`,
    params: (fx) => [fx.spareUserId],
  },
  'PATCH /api/admin/users/:id/role': {
    url: (fx) => `/api/admin/users/${fx.spareUserId}/role`,
    params: (fx) => [fx.spareUserId],
    body: () => ({ role: 'auditor' }),
  },
  'POST /api/admin/customers/:id/erase': {
    url: (fx) => `/api/admin/customers/${fx.erasableUserId}/erase`,
    params: (fx) => [fx.erasableUserId],
    body: () => ({ reason: 'Asked in writing to be forgotten' }),
  },
  'GET /api/audit/events': { url: at('/api/audit/events?streamType=order&limit=5') },
  'GET /api/audit/events.csv': { url: at('/api/audit/events.csv?type=OrderPlaced') },
  'GET /api/audit/orders': { url: at('/api/audit/orders?status=placed') },
  'GET /api/audit/orders/:id/history': {
    url: (fx) => `/api/audit/orders/${fx.orderId}/history`,
    params: (fx) => [fx.orderId],
    asOf: true,
  },
  // deletions of the spare records, last
  'DELETE /api/admin/categories/:id': {
    // The fuzzer also tries the category with products (409).
      url: (fx) => `/api/admin/categories/${fx.spareCategoryId}`,
    params: (fx) => [fx.categoryId, fx.spareCategoryId],
  },
  'DELETE /api/admin/products/:id': {
    url: (fx) => `/api/admin/products/${fx.spareProductId}`,
    params: (fx) => [fx.spareProductId],
  },
  'DELETE /api/admin/banners/:id': {
    url: (fx) => `/api/admin/banners/${fx.spareBannerId}`,
    params: (fx) => [fx.spareBannerId],
  },
  'DELETE /api/admin/orders/:id': {
    url: (fx) => `/api/admin/orders/${fx.spareOrderId}`,
    params: (fx) => [fx.spareOrderId],
  },
};

const definitions = new Map(apiOperations.map((operation) => [`${operation.method} ${operation.route}`, operation]));

/**
 * Every route of the API once, with who may call it, a URL naming real records and a valid body: the suites that
 * sweep the whole API (the auth matrix, the hostile-input fuzzer) read their routes from here. The routes are the
 * store's route definitions; the suites check that the definitions, these fixtures and the mounted routers agree.
 */
export const routeCatalogue: readonly RouteEntry[] = Object.entries(routeFixtures).flatMap(([key, fixture]) => {
  const definition = definitions.get(key);
  return definition ? [{ ...fixture, method: definition.method, route: definition.route, access: definition.access }] : [];
});

/** The keys (`METHOD /path`) of the fixtures, sorted (to compare with the mounted routers); of one access when given. */
export const fixtureKeys = (access?: Access) =>
  Object.keys(routeFixtures)
    .filter((key) => !access || definitions.get(key)?.access === access)
    .sort();

/** The keys of the routes the store defines, sorted. */
export const definedRouteKeys = () => [...definitions.keys()].sort();

/** Creates the records the catalogue's calls name, through the API as an admin and a shopper would. */
export async function createRouteFixtures(store: TestStore, cookies: { admin: string; customer: string }, customerEmail: string): Promise<RouteFixtures> {
  const created = async (response: Promise<TestResponse>) => {
    const answer = await response;
    if (answer.status !== 201) throw new Error(`fixture: ${answer.status} ${answer.text}`);
    return answer.body as { id: string } & Record<string, any>;
  };
  const admin = (path: string, body: unknown) => created(store.request('POST', path, { cookie: cookies.admin, body }));
  const category = await admin('/api/admin/categories', { nameEn: 'Abayas', nameAr: 'عبايات' });
  const spareCategory = await admin('/api/admin/categories', { nameEn: 'Spare', nameAr: 'احتياط' });
  const product = (nameEn: string, nameAr: string, image = 'https://images.example.com/abaya.jpg') =>
    admin('/api/admin/products', {
      nameEn,
      nameAr,
      categoryId: category.id,
      variants: [
        // Large, and far enough below the 1,000,000 a variant may hold (ADR 061) for the calls to add to it.
        { size: '52', color: 'Black', price: '120.50', stock: 900_000 },
        { size: '54', color: 'Navy', price: '130.00', stock: 900_000 },
      ],
      images: [{ url: image, isPrimary: true, position: 0 }],
    });
  const ordered = await product('Black Abaya', 'عباية سوداء', pngImage([10, 20, 30]).dataUrl);
  const editable = await product('Editable Abaya', 'عباية للتعديل');
  const spareProduct = await product('Spare Abaya', 'عباية احتياط');
  const banner = await admin('/api/admin/banners', bannerBody());
  const spareBanner = await admin('/api/admin/banners', bannerBody());
  const withoutOrders = {
    customerEmail,
    customerPassword: 'secret1',
    categoryId: category.id,
    spareCategoryId: spareCategory.id,
    product: { id: ordered.id, slug: ordered.slug, variantId: ordered.variants[0].id },
    editable: { id: editable.id, variantId: editable.variants[0].id },
    spareProductId: spareProduct.id,
    bannerId: banner.id,
    spareBannerId: spareBanner.id,
    mediaName: String(ordered.images[0].url).replace('/api/media/', ''),
    spareUserId: (
      await created(store.request('POST', '/api/auth/register', { body: { name: 'Spare Account', email: 'spare.account@example.com', password: 'secret1' } }))
    ).id,
    erasableUserId: (
      await created(store.request('POST', '/api/auth/register', { body: { name: 'Erasable Account', email: 'erasable.account@example.com', password: 'secret1' } }))
    ).id,
  };
  const order = () => created(store.request('POST', '/api/orders', { cookie: cookies.customer, body: orderBody(withoutOrders) }));
  const orderId = (await order()).id;
  const spareOrderId = (await order()).id;
  // Confirmed here, so the customer has a notification (the catalogue's own status call then changes nothing).
  const confirmed = await store.request('PATCH', `/api/orders/${orderId}/status`, { cookie: cookies.admin, body: { status: 'confirmed' } });
  if (confirmed.status !== 200) throw new Error(`fixture: ${confirmed.status} ${confirmed.text}`);
  const notices = await store.request('GET', '/api/account/notifications', { cookie: cookies.customer });
  const notificationId = (notices.body as { id: string }[] | undefined)?.[0]?.id;
  if (!notificationId) throw new Error(`fixture: no notification (${notices.status} ${notices.text})`);
  // A third order delivered, so the customer has a review to name.
  const deliveredOrder = (await order()) as { id: string; orderNumber: number; totalAmount: string };
  const deliveredId = deliveredOrder.id;
  const delivered = await store.request('PATCH', `/api/orders/${deliveredId}/status`, { cookie: cookies.admin, body: { status: 'delivered' } });
  if (delivered.status !== 200) throw new Error(`fixture: ${delivered.status} ${delivered.text}`);
  const review = await created(
    store.request('POST', `/api/products/${ordered.slug}/reviews`, { cookie: cookies.customer, body: { rating: 5, comment: null } }),
  );
  const courier = await admin('/api/admin/couriers', { name: 'Fixture Couriers', deliveryCost: '12.00', returnCost: '8.00' });
  // The delivered order's cash, as if the fixture courier had delivered it (no further order: the shopper's hourly limit).
  const collected = await collectedByCourier(store, courier.id, deliveredOrder);
  // The orders the staff move along are another shopper's: the customer's hourly order limit is nearly reached.
  const another = await store.customer();
  const anothersOrder = () => created(store.request('POST', '/api/orders', { cookie: another, body: orderBody(withoutOrders) }));
  const life = await lifeFixtures(store, cookies.admin, anothersOrder, courier.id, { confirmed: orderId, spare: spareOrderId });
  const coupon = await admin('/api/admin/coupons', { code: 'FIXTURE-10', kind: 'percent', value: '10.00', active: true });
  const returned = await returnFixture(store, cookies, deliveredOrder as unknown as { id: string; items: { id: string }[] }, withoutOrders);
  return { ...withoutOrders, orderId, spareOrderId, notificationId, reviewId: review.id, courierId: courier.id, collected, life, couponId: coupon.id, returned };
}

/** Her return of the delivered order's unit, moved by staff to refunded (as store credit): it has a credit note. */
async function returnFixture(
  store: TestStore,
  cookies: { admin: string; customer: string },
  order: { id: string; items: { id: string }[] },
  fx: Pick<RouteFixtures, 'product'>,
): Promise<RouteFixtures['returned']> {
  const itemId = order.items[0]!.id;
  // Another shopper's delivered order, one unit of it asked back and left requested.
  const other = await store.customer();
  const placed = await store.request('POST', '/api/orders', { cookie: other, body: orderBody(fx) });
  if (placed.status !== 201) throw new Error(`fixture: ${placed.status} ${placed.text}`);
  const otherOrder = placed.body as { id: string; items: { id: string }[] };
  const delivered = await store.request('PATCH', `/api/orders/${otherOrder.id}/status`, { cookie: cookies.admin, body: { status: 'delivered' } });
  if (delivered.status !== 200) throw new Error(`fixture: ${delivered.status} ${delivered.text}`);
  const requested = await store.request('POST', `/api/account/orders/${otherOrder.id}/returns`, {
    cookie: other,
    body: { items: [{ itemId: otherOrder.items[0]!.id, quantity: 1, reason: 'damaged' }], resolution: 'refund' },
  });
  if (requested.status !== 201) throw new Error(`fixture: return ${requested.status} ${requested.text}`);
  const asked = await store.request('POST', `/api/account/orders/${order.id}/returns`, {
    cookie: cookies.customer,
    body: { items: [{ itemId, quantity: 1, reason: 'wrong_size' }], resolution: 'store_credit' },
  });
  if (asked.status !== 201) throw new Error(`fixture: return ${asked.status} ${asked.text}`);
  const returnId = (asked.body as { id: string }).id;
  let answer = asked;
  for (const status of ['approved', 'received', 'refunded']) {
    answer = await store.request('PATCH', `/api/admin/returns/${returnId}`, { cookie: cookies.admin, body: { status } });
    if (answer.status !== 200) throw new Error(`fixture: return ${status} ${answer.status} ${answer.text}`);
  }
  return {
    orderId: order.id,
    itemId,
    returnId,
    creditNoteNumber: (answer.body as { creditNoteNumber: string }).creditNoteNumber,
    requestedReturnId: (requested.body as { id: string }).id,
  };
}

/** Orders at each step of the COD life, through the API as staff move them. */
async function lifeFixtures(
  store: TestStore,
  admin: string,
  anothersOrder: () => Promise<{ id: string } & Record<string, any>>,
  courierId: string,
  hers: { readonly confirmed: string; readonly spare: string },
): Promise<RouteFixtures['life']> {
  const call = async (method: string, path: string, body: unknown) => {
    const answer = await store.request(method, path, { cookie: admin, body });
    if (answer.status >= 300) throw new Error(`fixture: ${method} ${path} ${answer.status} ${answer.text}`);
    return answer.body;
  };
  const moved = async (to: readonly string[]) => {
    const placed = await anothersOrder();
    for (const status of to) await call('PATCH', `/api/orders/${placed.id}/status`, { status });
    return placed;
  };
  const links = orderLinks(testSessionSecret);
  const packed = await moved(['packed']);
  await call('PUT', `/api/admin/orders/${packed.id}/shipment`, { courierId, trackingNumber: 'TRK-1001' });
  const shipped = await moved(['packed', 'shipped']);
  const returning = await moved(['packed', 'shipped']);
  await call('POST', `/api/admin/orders/${returning.id}/delivery-attempts`, { outcome: 'refused' });
  return {
    // Her spare order: cancelled by the calls, then deleted by the catalogue's last call (it restocks nothing more).
    cancelledOrderId: hers.spare,
    cancelToken: links.sign(hers.spare),
    confirmToken: links.sign(hers.confirmed),
    packedOrderId: packed.id,
    shippedOrderId: shipped.id,
    returningOrderId: returning.id,
    returningItemId: returning.items[0].id,
  };
}

/**
 * The cash of an order in a courier's hands, as the delivery of the order appends it (CodCollected on the courier's
 * cash stream), written straight to the log: the remittance call then has an order to hand over.
 */
async function collectedByCourier(
  store: TestStore,
  courierId: string,
  order: { id: string; orderNumber: number; totalAmount: string },
): Promise<RouteFixtures['collected']> {
  const data = {
    courierId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    amount: order.totalAmount,
    expected: order.totalAmount,
    collectedAt: new Date().toISOString(),
  };
  await store.db.store.append(
    [{ streamId: courierCashStreamId(courierId), streamType: courierCash.streamType, expectedVersion: 'any', events: [{ type: 'CodCollected', data }] }],
    { actor: { id: 'system', role: 'system' }, correlationId: 'route-fixtures' },
  );
  return { orderId: order.id, amount: order.totalAmount };
}

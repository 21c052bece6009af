import { randomUUID } from 'node:crypto';
import { courierCash, courierCashStreamId } from '../../events/couriers.js';
import { orderLinks } from '../../infra/order-links.js';
import { pngImage } from './images.js';
import { testSessionSecret, type TestResponse, type TestStore } from './test-store.js';

/**
 * Every route of the API once, with who may call it, a URL naming real records and a valid body: the suites that
 * sweep the whole API (the auth matrix, the hostile-input fuzzer) read their routes from here, and each checks
 * that the list equals the routes the store's routers really mount, so a new route is added here, once.
 */

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

/** Who a route is for: everyone, a signed-in shopper, admins only (behind `requireAdmin`), or admins and auditors. */
export type Access = 'anyone' | 'customer' | 'admin' | 'audit';

export interface RouteEntry {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route pattern as the routers define it. */
  readonly route: string;
  readonly access: Access;
  /** A concrete URL with real ids, so a missing guard would let the call succeed. */
  readonly url: (fx: RouteFixtures) => string;
  /** The real values the route's one path parameter may take (fuzzers mix them with odd ones). */
  readonly params?: (fx: RouteFixtures) => readonly string[];
  /** A valid body, for the same reason. */
  readonly body?: (fx: RouteFixtures) => Record<string, unknown>;
  /** The route reads `asOf` from its query. */
  readonly asOf?: true;
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

/** In an order the admin sweep can run top to bottom with valid bodies: deletions of spare records come last. */
export const routeCatalogue: readonly RouteEntry[] = [
  // identity
  {
    method: 'POST',
    route: '/api/auth/register',
    access: 'anyone',
    url: at('/api/auth/register'),
    body: () => ({ name: 'Salma Fuzz', email: 'salma.fuzz@example.com', password: 'secret1' }),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    access: 'anyone',
    url: at('/api/auth/login'),
    body: (fx) => ({ email: fx.customerEmail, password: 'not-the-password' }),
  },
  { method: 'POST', route: '/api/auth/logout', access: 'anyone', url: at('/api/auth/logout') },
  { method: 'GET', route: '/api/auth/me', access: 'anyone', url: at('/api/auth/me') },
  // shop
  { method: 'GET', route: '/api/categories', access: 'anyone', url: at('/api/categories') },
  { method: 'GET', route: '/api/category-cards', access: 'anyone', url: at('/api/category-cards') },
  { method: 'GET', route: '/api/products', access: 'anyone', url: at('/api/products') },
  { method: 'GET', route: '/api/product-suggestions', access: 'anyone', url: at('/api/product-suggestions?q=abaya') },
  { method: 'GET', route: '/api/product-facets', access: 'anyone', url: at('/api/product-facets?color=black') },
  { method: 'GET', route: '/api/colours', access: 'anyone', url: at('/api/colours') },
  {
    method: 'GET',
    route: '/api/products/:slug',
    access: 'anyone',
    url: (fx) => `/api/products/${fx.product.slug}`,
    params: (fx) => [fx.product.slug],
  },
  { method: 'GET', route: '/api/banners', access: 'anyone', url: at('/api/banners') },
  { method: 'GET', route: '/api/settings', access: 'anyone', url: at('/api/settings') },
  { method: 'GET', route: '/api/pages/:key', access: 'anyone', url: at('/api/pages/about'), params: () => ['about', 'terms'] },
  {
    method: 'GET',
    route: '/api/media/:name',
    access: 'anyone',
    url: (fx) => `/api/media/${fx.mediaName}`,
    params: (fx) => [fx.mediaName],
  },
  { method: 'GET', route: '/api/health', access: 'anyone', url: at('/api/health') },
  { method: 'GET', route: '/api/health/ready', access: 'anyone', url: at('/api/health/ready') },
  { method: 'GET', route: '/api/openapi.json', access: 'anyone', url: at('/api/openapi.json') },
  {
    method: 'POST',
    route: '/api/cart/quote',
    access: 'anyone',
    url: at('/api/cart/quote'),
    body: (fx) => ({ items: orderBody(fx).items }),
  },
  { method: 'POST', route: '/api/orders', access: 'customer', url: at('/api/orders'), body: orderBody },
  // the shopper's account: addresses, wishlist, profile, orders, notifications; reviews
  { method: 'GET', route: '/api/account/addresses', access: 'customer', url: at('/api/account/addresses') },
  { method: 'POST', route: '/api/account/addresses', access: 'customer', url: at('/api/account/addresses'), body: addressBody },
  {
    method: 'PATCH',
    route: '/api/account/addresses/:id',
    access: 'customer',
    url: at(`/api/account/addresses/${unknownId}`),
    params: () => [unknownId],
    body: addressBody,
  },
  {
    method: 'DELETE',
    route: '/api/account/addresses/:id',
    access: 'customer',
    url: at(`/api/account/addresses/${unknownId}`),
    params: () => [unknownId],
  },
  { method: 'GET', route: '/api/account/wishlist', access: 'customer', url: at('/api/account/wishlist') },
  { method: 'GET', route: '/api/account/store-credit', access: 'customer', url: at('/api/account/store-credit') },
  {
    method: 'PUT',
    route: '/api/account/wishlist/:productId',
    access: 'customer',
    url: (fx) => `/api/account/wishlist/${fx.product.id}`,
    params: (fx) => [fx.product.id],
  },
  {
    method: 'DELETE',
    route: '/api/account/wishlist/:productId',
    access: 'customer',
    url: (fx) => `/api/account/wishlist/${fx.product.id}`,
    params: (fx) => [fx.product.id],
  },
  // back-in-stock alerts (ADR 060): the fixtures' variants are all in stock, so asking answers 409 variant_in_stock
  { method: 'GET', route: '/api/account/stock-alerts', access: 'customer', url: (fx) => `/api/account/stock-alerts?productId=${fx.product.id}` },
  {
    method: 'PUT',
    route: '/api/account/stock-alerts/:variantId',
    access: 'customer',
    url: (fx) => `/api/account/stock-alerts/${fx.product.variantId}`,
    params: (fx) => [fx.product.variantId],
    body: () => ({ locale: 'en' }),
  },
  {
    method: 'DELETE',
    route: '/api/account/stock-alerts/:variantId',
    access: 'customer',
    url: (fx) => `/api/account/stock-alerts/${fx.product.variantId}`,
    params: (fx) => [fx.product.variantId],
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id/stock-alerts',
    access: 'admin',
    url: (fx) => `/api/admin/products/${fx.product.id}/stock-alerts`,
    params: (fx) => [fx.product.id],
  },
  { method: 'GET', route: '/api/account/profile', access: 'customer', url: at('/api/account/profile') },
  { method: 'GET', route: '/api/account/export', access: 'customer', url: at('/api/account/export') },
  {
    method: 'PATCH',
    route: '/api/account/profile',
    access: 'customer',
    url: at('/api/account/profile'),
    body: () => ({ name: 'Huda Salem', marketingConsent: true }),
  },
  {
    method: 'POST',
    route: '/api/account/password',
    access: 'customer',
    url: at('/api/account/password'),
    // Never the right current password: the suites' sessions must stay.
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'another-secret' }),
  },
  {
    method: 'POST',
    route: '/api/account/erase',
    access: 'customer',
    url: at('/api/account/erase'),
    // Never the right password: the suites' customer must stay.
    body: () => ({ password: 'not-the-password' }),
  },
  { method: 'GET', route: '/api/account/orders', access: 'customer', url: at('/api/account/orders') },
  {
    method: 'GET',
    route: '/api/account/orders/:id',
    access: 'customer',
    url: (fx) => `/api/account/orders/${fx.orderId}`,
    params: (fx) => [fx.orderId],
  },
  { method: 'GET', route: '/api/account/notifications', access: 'customer', url: at('/api/account/notifications') },
  {
    method: 'GET',
    route: '/api/account/notifications/unread-count',
    access: 'customer',
    url: at('/api/account/notifications/unread-count'),
  },
  {
    method: 'PATCH',
    route: '/api/account/notifications/:id',
    access: 'customer',
    url: (fx) => `/api/account/notifications/${fx.notificationId}`,
    params: (fx) => [fx.notificationId],
    body: () => ({ isRead: true }),
  },
  {
    method: 'POST',
    route: '/api/account/notifications/read-all',
    access: 'customer',
    url: at('/api/account/notifications/read-all'),
  },
  {
    method: 'GET',
    route: '/api/products/:slug/reviews',
    access: 'anyone',
    url: (fx) => `/api/products/${fx.product.slug}/reviews`,
    params: (fx) => [fx.product.slug],
  },
  {
    method: 'GET',
    route: '/api/products/:slug/review-eligibility',
    access: 'customer',
    url: (fx) => `/api/products/${fx.product.slug}/review-eligibility`,
    params: (fx) => [fx.product.slug],
  },
  {
    method: 'POST',
    route: '/api/products/:slug/reviews',
    access: 'customer',
    url: (fx) => `/api/products/${fx.product.slug}/reviews`,
    params: (fx) => [fx.product.slug],
    body: () => ({ rating: 4, comment: 'Soft and light' }),
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id/reviews',
    access: 'admin',
    url: (fx) => `/api/admin/products/${fx.product.id}/reviews`,
    params: (fx) => [fx.product.id],
  },
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/hide',
    access: 'admin',
    url: (fx) => `/api/admin/reviews/${fx.reviewId}/hide`,
    params: (fx) => [fx.reviewId],
  },
  // back office: catalog
  { method: 'GET', route: '/api/admin/categories', access: 'admin', url: at('/api/admin/categories') },
  { method: 'POST', route: '/api/admin/categories', access: 'admin', url: at('/api/admin/categories'), body: categoryBody },
  {
    method: 'PATCH',
    route: '/api/admin/categories/:id',
    access: 'admin',
    url: (fx) => `/api/admin/categories/${fx.categoryId}`,
    params: (fx) => [fx.categoryId],
    body: () => ({ nameEn: 'Abayas (new)', nameAr: 'عبايات جديدة' }),
  },
  { method: 'GET', route: '/api/admin/colours', access: 'admin', url: at('/api/admin/colours') },
  {
    method: 'POST',
    route: '/api/admin/colours',
    access: 'admin',
    url: at('/api/admin/colours'),
    // A new name each time: a colour's key is its English name's, and a key is added once.
    body: () => ({ nameEn: `Coral ${Math.random().toString(36).slice(2, 8)}`, nameAr: 'مرجاني', hex: '#f08070' }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/colours/:key',
    access: 'admin',
    url: at('/api/admin/colours/teal'),
    params: () => ['teal', 'black'],
    body: () => ({ nameEn: 'Teal', nameAr: 'أزرق مخضر', hex: '#167076' }),
  },
  { method: 'GET', route: '/api/admin/products', access: 'admin', url: at('/api/admin/products') },
  {
    method: 'GET',
    route: '/api/admin/products/:id',
    access: 'admin',
    url: (fx) => `/api/admin/products/${fx.product.id}`,
    params: (fx) => [fx.product.id, fx.editable.id],
  },
  { method: 'POST', route: '/api/admin/products', access: 'admin', url: at('/api/admin/products'), body: (fx) => productBody(fx) },
  {
    method: 'PATCH',
    route: '/api/admin/products/:id',
    access: 'admin',
    // Only the product that orders do not use is edited, so stock seen by checkout stays put.
    url: (fx) => `/api/admin/products/${fx.editable.id}`,
    params: (fx) => [fx.editable.id],
    body: (fx) => productBody(fx, fx.editable.variantId),
  },
  {
    method: 'POST',
    route: '/api/admin/products/:id/stock-adjustments',
    access: 'admin',
    url: (fx) => `/api/admin/products/${fx.editable.id}/stock-adjustments`,
    params: (fx) => [fx.editable.id],
    body: (fx) => ({ variantId: fx.editable.variantId, change: 3, reason: 'received', note: 'Delivery 14' }),
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id/stock-history',
    access: 'admin',
    url: (fx) => `/api/admin/products/${fx.product.id}/stock-history`,
    params: (fx) => [fx.product.id, fx.editable.id],
  },
  { method: 'GET', route: '/api/admin/low-stock', access: 'admin', url: at('/api/admin/low-stock') },
  // back office: banners, pages and settings
  { method: 'GET', route: '/api/admin/banners', access: 'admin', url: at('/api/admin/banners') },
  { method: 'POST', route: '/api/admin/banners', access: 'admin', url: at('/api/admin/banners'), body: bannerBody },
  {
    method: 'PATCH',
    route: '/api/admin/banners/:id',
    access: 'admin',
    url: (fx) => `/api/admin/banners/${fx.bannerId}`,
    params: (fx) => [fx.bannerId],
    body: bannerBody,
  },
  { method: 'GET', route: '/api/admin/settings', access: 'admin', url: at('/api/admin/settings') },
  {
    method: 'POST',
    route: '/api/admin/settings',
    access: 'admin',
    url: at('/api/admin/settings'),
    body: () => ({ key: 'codFee', value: '15.00' }),
  },
  { method: 'GET', route: '/api/admin/pages', access: 'admin', url: at('/api/admin/pages') },
  {
    method: 'PUT',
    route: '/api/admin/pages/:key',
    access: 'admin',
    url: at('/api/admin/pages/about'),
    params: () => ['about', 'contact'],
    body: pageBody,
  },
  // back office: orders and operations
  {
    method: 'PATCH',
    route: '/api/orders/:id/status',
    access: 'admin',
    url: (fx) => `/api/orders/${fx.orderId}/status`,
    params: (fx) => [fx.orderId],
    body: () => ({ status: 'confirmed' }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/bulk-status',
    access: 'admin',
    url: at('/api/admin/orders/bulk-status'),
    // The packed order again: the call records nothing, so the other calls find every order as they expect.
    body: (fx) => ({ orderIds: [fx.life.packedOrderId], to: 'packed' }),
  },
  // the COD life of an order: her mailed link, cancellations, calls, shipment, delivery attempts, returns
  {
    method: 'GET',
    route: '/api/orders/confirm/:token',
    access: 'anyone',
    url: (fx) => `/api/orders/confirm/${fx.life.confirmToken}`,
    params: (fx) => [fx.life.confirmToken],
  },
  { method: 'POST', route: '/api/orders/confirm', access: 'anyone', url: at('/api/orders/confirm'), body: (fx) => ({ token: fx.life.confirmToken }) },
  {
    method: 'POST',
    route: '/api/orders/cancel-by-token',
    access: 'anyone',
    url: at('/api/orders/cancel-by-token'),
    body: (fx) => ({ token: fx.life.cancelToken, reason: 'Ordered twice' }),
  },
  {
    method: 'POST',
    route: '/api/account/orders/:id/cancel',
    access: 'customer',
    url: (fx) => `/api/account/orders/${fx.life.cancelledOrderId}/cancel`,
    params: (fx) => [fx.life.cancelledOrderId],
    body: () => ({ reason: 'Ordered twice' }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/cancel',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.life.cancelledOrderId}/cancel`,
    params: (fx) => [fx.life.cancelledOrderId],
    body: () => ({ reason: 'customer_request', note: 'Called to cancel' }),
  },
  // edits before dispatch (ADR 067): the confirmed order's lines as they are, and her address in the same emirate
  {
    method: 'PATCH',
    route: '/api/admin/orders/:id/items',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.orderId}/items`,
    params: (fx) => [fx.orderId],
    body: (fx) => ({ items: [{ variantId: fx.product.variantId, quantity: 1 }] }),
  },
  {
    method: 'PATCH',
    route: '/api/account/orders/:id/address',
    access: 'customer',
    url: (fx) => `/api/account/orders/${fx.orderId}/address`,
    params: (fx) => [fx.orderId],
    body: (fx) => {
      const { items: _items, locale: _locale, ...address } = orderBody(fx);
      return { ...address, shippingAddressLine1: 'Al Majaz 3, Tower C' };
    },
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/contact-attempts',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.orderId}/contact-attempts`,
    params: (fx) => [fx.orderId],
    body: () => ({ outcome: 'no_answer', note: 'Rang twice' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/orders/:id/shipment',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.life.packedOrderId}/shipment`,
    params: (fx) => [fx.life.packedOrderId],
    body: (fx) => ({ courierId: fx.courierId, trackingNumber: 'TRK-1001' }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/delivery-attempts',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.life.shippedOrderId}/delivery-attempts`,
    params: (fx) => [fx.life.shippedOrderId],
    body: () => ({ outcome: 'postponed', note: 'She asked for tomorrow' }),
  },
  {
    method: 'POST',
    route: '/api/admin/orders/:id/return-received',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.life.returningOrderId}/return-received`,
    params: (fx) => [fx.life.returningOrderId],
    body: (fx) => ({ items: [{ itemId: fx.life.returningItemId, quantity: 1, condition: 'sellable' }] }),
  },
  { method: 'GET', route: '/api/admin/orders', access: 'admin', url: at('/api/admin/orders') },
  { method: 'GET', route: '/api/admin/orders.csv', access: 'admin', url: at('/api/admin/orders.csv') },
  {
    method: 'GET',
    route: '/api/admin/orders/:id',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.orderId}?asOf=${encodeURIComponent(new Date().toISOString())}`,
    params: (fx) => [fx.orderId],
    asOf: true,
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id/history',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.orderId}/history`,
    params: (fx) => [fx.orderId],
    asOf: true,
  },
  { method: 'GET', route: '/api/admin/stats', access: 'admin', url: at('/api/admin/stats') },
  // the COD rules: set to none (the spec's store), so the suites' own orders stay accepted
  { method: 'GET', route: '/api/admin/cod-rules', access: 'admin', url: at('/api/admin/cod-rules') },
  { method: 'PUT', route: '/api/admin/cod-rules', access: 'admin', url: at('/api/admin/cod-rules'), body: () => noRules },
  {
    method: 'POST',
    route: '/api/admin/cod-rules/simulate',
    access: 'admin',
    url: at('/api/admin/cod-rules/simulate'),
    body: () => ({ rules: { ...noRules, maxOrder: '100.00' } }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/customers/:id/cod',
    access: 'admin',
    url: (fx) => `/api/admin/customers/${fx.spareUserId}/cod`,
    params: (fx) => [fx.spareUserId],
    body: () => ({ status: 'allowed', note: 'Known to the shop' }),
  },
  {
    method: 'POST',
    route: '/api/admin/customers/:id/store-credit',
    access: 'admin',
    url: (fx) => `/api/admin/customers/${fx.spareUserId}/store-credit`,
    params: (fx) => [fx.spareUserId],
    body: () => ({ amount: '5.00', note: 'Late delivery' }),
  },
  // delivery terms (left at none, so the suites' own orders cost what they did) and coupons
  { method: 'GET', route: '/api/delivery', access: 'anyone', url: at('/api/delivery') },
  { method: 'GET', route: '/api/admin/business', access: 'admin', url: at('/api/admin/business') },
  {
    method: 'PUT',
    route: '/api/admin/business',
    access: 'admin',
    url: at('/api/admin/business'),
    body: () => ({ legalNameEn: 'Sakina LLC', legalNameAr: 'سكينة ذ.م.م', addressEn: 'Dubai', addressAr: 'دبي', trn: '100123456700003', vatRegistered: true }),
  },
  {
    method: 'GET',
    route: '/api/account/orders/:id/invoice',
    access: 'customer',
    // The delivered order's: invoiced at its delivery.
    url: (fx) => `/api/account/orders/${fx.collected.orderId}/invoice`,
    params: (fx) => [fx.collected.orderId],
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id/invoice',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.collected.orderId}/invoice`,
    params: (fx) => [fx.collected.orderId],
  },
  { method: 'GET', route: '/api/admin/delivery', access: 'admin', url: at('/api/admin/delivery') },
  { method: 'PUT', route: '/api/admin/delivery', access: 'admin', url: at('/api/admin/delivery'), body: () => ({ zones: [], freeDeliveryOver: null }) },
  { method: 'GET', route: '/api/admin/coupons', access: 'admin', url: at('/api/admin/coupons') },
  {
    method: 'POST',
    route: '/api/admin/coupons',
    access: 'admin',
    url: at('/api/admin/coupons'),
    body: () => ({ code: `CALL-${randomUUID().slice(0, 8).toUpperCase()}`, kind: 'amount', value: '5.00', active: true }),
  },
  {
    method: 'GET',
    route: '/api/admin/coupons/:id',
    access: 'admin',
    url: (fx) => `/api/admin/coupons/${fx.couponId}`,
    params: (fx) => [fx.couponId],
  },
  {
    method: 'PATCH',
    route: '/api/admin/coupons/:id',
    access: 'admin',
    url: (fx) => `/api/admin/coupons/${fx.couponId}`,
    params: (fx) => [fx.couponId],
    body: () => ({ active: true }),
  },
  // returns, exchanges and credit notes (ADR 067): the calls ask again for the unit returned already (409 over_return)
  {
    method: 'POST',
    route: '/api/account/orders/:id/returns',
    access: 'customer',
    url: (fx) => `/api/account/orders/${fx.returned.orderId}/returns`,
    params: (fx) => [fx.returned.orderId],
    body: (fx) => ({ items: [{ itemId: fx.returned.itemId, quantity: 1, reason: 'wrong_size' }], resolution: 'refund', note: 'Too long' }),
  },
  {
    method: 'GET',
    route: '/api/account/orders/:id/returnable',
    access: 'customer',
    url: (fx) => `/api/account/orders/${fx.returned.orderId}/returnable`,
    params: (fx) => [fx.returned.orderId],
  },
  { method: 'GET', route: '/api/account/returns', access: 'customer', url: at('/api/account/returns') },
  {
    method: 'GET',
    route: '/api/account/returns/:id',
    access: 'customer',
    url: (fx) => `/api/account/returns/${fx.returned.returnId}`,
    params: (fx) => [fx.returned.returnId],
  },
  {
    method: 'GET',
    route: '/api/account/returns/:id/credit-note',
    access: 'customer',
    url: (fx) => `/api/account/returns/${fx.returned.returnId}/credit-note`,
    params: (fx) => [fx.returned.returnId],
  },
  { method: 'GET', route: '/api/admin/returns', access: 'admin', url: at('/api/admin/returns?status=refunded') },
  {
    method: 'GET',
    route: '/api/admin/returns/:id',
    access: 'admin',
    url: (fx) => `/api/admin/returns/${fx.returned.returnId}`,
    params: (fx) => [fx.returned.returnId],
  },
  {
    method: 'PATCH',
    route: '/api/admin/returns/:id',
    access: 'admin',
    url: (fx) => `/api/admin/returns/${fx.returned.requestedReturnId}`,
    params: (fx) => [fx.returned.requestedReturnId],
    body: () => ({ status: 'approved', note: 'Approved' }),
  },
  {
    method: 'GET',
    route: '/api/admin/credit-notes/:number',
    access: 'admin',
    url: (fx) => `/api/admin/credit-notes/${fx.returned.creditNoteNumber}`,
    params: (fx) => [fx.returned.creditNoteNumber],
  },
  // back office: couriers and their cash
  { method: 'GET', route: '/api/admin/couriers', access: 'admin', url: at('/api/admin/couriers') },
  {
    method: 'POST',
    route: '/api/admin/couriers',
    access: 'admin',
    url: at('/api/admin/couriers'),
    body: () => ({ name: 'Swift Couriers', deliveryCost: '15', returnCost: '10.50' }),
  },
  {
    method: 'PATCH',
    route: '/api/admin/couriers/:id',
    access: 'admin',
    url: (fx) => `/api/admin/couriers/${fx.courierId}`,
    params: (fx) => [fx.courierId],
    body: () => ({ deliveryCost: '18.00' }),
  },
  {
    method: 'POST',
    route: '/api/admin/couriers/:id/remittances',
    access: 'admin',
    url: (fx) => `/api/admin/couriers/${fx.courierId}/remittances`,
    params: (fx) => [fx.courierId],
    body: (fx) => ({ reference: 'RCPT-1001', amount: fx.collected.amount, orderIds: [fx.collected.orderId] }),
  },
  {
    method: 'GET',
    route: '/api/admin/couriers/:id/cash',
    access: 'admin',
    url: (fx) => `/api/admin/couriers/${fx.courierId}/cash`,
    params: (fx) => [fx.courierId],
    asOf: true,
  },
  {
    method: 'GET',
    route: '/api/audit/couriers/:id/cash',
    access: 'audit',
    url: (fx) => `/api/audit/couriers/${fx.courierId}/cash`,
    params: (fx) => [fx.courierId],
    asOf: true,
  },
  { method: 'GET', route: '/api/admin/reports/cod', access: 'admin', url: at('/api/admin/reports/cod') },
  { method: 'GET', route: '/api/admin/notifications', access: 'admin', url: at('/api/admin/notifications') },
  { method: 'GET', route: '/api/admin/health', access: 'admin', url: at('/api/admin/health') },
  { method: 'POST', route: '/api/admin/mail/retry', access: 'admin', url: at('/api/admin/mail/retry') },
  { method: 'GET', route: '/api/audit/seal', access: 'audit', url: at('/api/audit/seal') },
  // back office: customers and roles
  { method: 'GET', route: '/api/admin/customers', access: 'admin', url: at('/api/admin/customers') },
  {
    method: 'GET',
    route: '/api/admin/customers/:id',
    access: 'admin',
    url: (fx) => `/api/admin/customers/${fx.spareUserId}`,
    params: (fx) => [fx.spareUserId],
  },
  {
    method: 'GET',
    route: '/api/admin/customers/:id/orders',
    access: 'admin',
    url: (fx) => `/api/admin/customers/${fx.spareUserId}/orders`,
    params: (fx) => [fx.spareUserId],
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id/role',
    access: 'admin',
    url: (fx) => `/api/admin/users/${fx.spareUserId}/role`,
    params: (fx) => [fx.spareUserId],
    body: () => ({ role: 'auditor' }),
  },
  {
    method: 'POST',
    route: '/api/admin/customers/:id/erase',
    access: 'admin',
    url: (fx) => `/api/admin/customers/${fx.erasableUserId}/erase`,
    params: (fx) => [fx.erasableUserId],
    body: () => ({ reason: 'Asked in writing to be forgotten' }),
  },
  { method: 'GET', route: '/api/audit/events', access: 'audit', url: at('/api/audit/events?streamType=order&limit=5') },
  { method: 'GET', route: '/api/audit/events.csv', access: 'audit', url: at('/api/audit/events.csv?type=OrderPlaced') },
  { method: 'GET', route: '/api/audit/orders', access: 'audit', url: at('/api/audit/orders?status=placed') },
  {
    method: 'GET',
    route: '/api/audit/orders/:id/history',
    access: 'audit',
    url: (fx) => `/api/audit/orders/${fx.orderId}/history`,
    params: (fx) => [fx.orderId],
    asOf: true,
  },
  // deletions of the spare records, last
  {
    method: 'DELETE',
    route: '/api/admin/categories/:id',
    access: 'admin',
    // The fuzzer also tries the category with products (409).
    url: (fx) => `/api/admin/categories/${fx.spareCategoryId}`,
    params: (fx) => [fx.categoryId, fx.spareCategoryId],
  },
  {
    method: 'DELETE',
    route: '/api/admin/products/:id',
    access: 'admin',
    url: (fx) => `/api/admin/products/${fx.spareProductId}`,
    params: (fx) => [fx.spareProductId],
  },
  {
    method: 'DELETE',
    route: '/api/admin/banners/:id',
    access: 'admin',
    url: (fx) => `/api/admin/banners/${fx.spareBannerId}`,
    params: (fx) => [fx.spareBannerId],
  },
  {
    method: 'DELETE',
    route: '/api/admin/orders/:id',
    access: 'admin',
    url: (fx) => `/api/admin/orders/${fx.spareOrderId}`,
    params: (fx) => [fx.spareOrderId],
  },
];

/** The catalogue's routes as `METHOD /path` keys, sorted (to compare with the mounted routers). */
export const catalogueKeys = (access?: Access) =>
  [...new Set(routeCatalogue.filter((entry) => !access || entry.access === access).map((entry) => `${entry.method} ${entry.route}`))].sort();

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

import type { Request } from 'express';
import { orderStreamId } from '../../events/orders.js';
import { badRequest, notFound } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { parse } from '../../infra/http/validate.js';
import { findOrder } from '../../projections/orders/index.js';
import { decideOrder, type OrderDecided } from './manage-orders.js';
import { canShopperCancel, orderNotFound } from './order.decider.js';
import { cancelByTokenRequest, confirmTokenRequest, type OrderByTokenAnswer, orderByTokenAnswer, orderLinkAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { orderProducts } from './product-cache.js';

const invalidToken = () => badRequest('This link is not valid', undefined, 'invalid_token');

/**
 * The shopper's mailed link (ADR 057): it shows her order without signing in and lets her confirm or cancel it.
 * Opening the page only reads; the token names the order and is checked before anything is read.
 */
/** The order a link's token names (checked before anything is read). */
const orderOf = (context: ModuleContext, token: string) => {
  const orderId = context.links.verify(token);
  if (!orderId) throw invalidToken();
  return orderId;
};

/** Her link acts as her: the order's owner, on her behalf. */
const asShopper = (req: Request, userId: string) => {
  const metadata = metadataOf(req);
  return { ...metadata, actor: { id: userId, role: 'customer' } };
};

const answer = (decided: OrderDecided) => {
  if (decided.state.kind !== 'placed') throw notFound(orderNotFound);
  return { orderNumber: decided.state.order.orderNumber, status: decided.state.status };
};

export const orderLinkRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/orders/confirm/:token',
    summary: "The order her mailed link names, to confirm or cancel it (opening it changes nothing)",
    access: 'anyone',
    responses: { 200: orderByTokenAnswer },
    handler: (context) => async (req, res) => {
      const orderId = orderOf(context, String(req.params.token));
      const order = await findOrder(context.pool, orderId);
      if (!order) throw notFound(orderNotFound);
      res.setHeader('cache-control', 'no-store');
      const answer: OrderByTokenAnswer = {
        orderNumber: order.orderNumber,
        status: order.status,
        items: order.items.map(({ productNameEn, productNameAr, variantSize, variantColor, quantity, price }) => ({
          productNameEn,
          productNameAr,
          variantSize,
          variantColor,
          quantity,
          price,
        })),
        subtotal: order.subtotal,
        discount: order.discount,
        deliveryFee: order.deliveryFee,
        codFee: order.codFee,
        coupon: order.coupon,
        totalAmount: order.totalAmount,
        storeCreditUsed: order.storeCreditUsed,
        amountDue: order.amountDue,
        shippingName: order.shippingName,
        shippingCity: order.shippingCity,
        shippingAddressLine1: order.shippingAddressLine1,
        shippingAddressLine2: order.shippingAddressLine2,
        canConfirm: order.status === 'placed',
        canCancel: canShopperCancel(order.status),
      };
      res.json(answer);
    },
  },
  {
    method: 'POST',
    route: '/api/orders/confirm',
    summary: 'Confirm an order through its mailed link',
    access: 'anyone',
    body: confirmTokenRequest,
    responses: { 200: orderLinkAnswer },
    handler: (context) => async (req, res) => {
      const { token } = parse(confirmTokenRequest, req.body);
      const orderId = orderOf(context, token);
      const owner = await ownerOf(context, orderId);
      const decided = await decideOrder(context.store, orderProducts(context), { type: 'ConfirmOrder', orderId, now: new Date() }, asShopper(req, owner));
      await written(context, req, res, decided.append);
      res.json(answer(decided));
    },
  },
  {
    method: 'POST',
    route: '/api/orders/cancel-by-token',
    summary: 'Cancel an order through its mailed link, before it is packed',
    access: 'anyone',
    body: cancelByTokenRequest,
    responses: { 200: orderLinkAnswer },
    handler: (context) => async (req, res) => {
      const { token, reason } = parse(cancelByTokenRequest, req.body);
      const orderId = orderOf(context, token);
      const owner = await ownerOf(context, orderId);
      const decided = await decideOrder(
        context.store,
        orderProducts(context),
        { type: 'CancelOrder', orderId, reason: 'customer_request', note: reason, by: 'shopper', now: new Date() },
        asShopper(req, owner),
      );
      await written(context, req, res, decided.append);
      res.json(answer(decided));
    },
  },
];

/** Who placed the order, from its first event: the actor her link acts as. */
async function ownerOf(context: ModuleContext, orderId: string): Promise<string> {
  const [placed] = await context.store.readStream(orderStreamId(orderId));
  const userId = (placed?.data as { userId?: string } | undefined)?.userId;
  if (!userId) throw notFound(orderNotFound);
  return userId;
}

import { randomUUID } from 'node:crypto';
import { handle, handleCommand, refuse } from '../../events/index.js';
import { orderStreamId } from '../../events/orders.js';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { productIdsOfVariants } from '../../projections/catalog/index.js';
import { asHers } from './account-routes.js';
import { describeState } from './history.js';
import { orderDecider, orderNotFound, type OrderState } from './order.decider.js';
import { decideAddressChange, editOrderItemsDecider } from './order-edits.decider.js';
import { changeOrderAddressRequest, editOrderItemsRequest, type OrderAnswer, accountOrderAnswer, orderAnswer as orderAnswerSchema } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';
import { orderProducts } from './product-cache.js';

/** The order as a decision left it, in the back office's shape (the folded state's `deleted` is not part of it). */
function orderAnswer(state: OrderState): OrderAnswer {
  const described = describeState(state);
  if (!described || described.deleted) throw notFound(orderNotFound);
  const { deleted: _deleted, ...order } = described;
  return order;
}

/**
 * Edits before dispatch (ADR 067): staff change an order's lines, the shopper her order's address, while it is placed
 * or confirmed. Each is decided from the log and answered from the decision.
 */
export const orderEditRoutes: readonly RouteDefinition[] = [
  {
    method: 'PATCH',
    route: '/api/admin/orders/:id/items',
    summary: "Replace a placed or confirmed order's lines: stock released and reserved, amounts priced again as when placed",
    access: 'admin',
    body: editOrderItemsRequest,
    responses: { 200: orderAnswerSchema },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const { items } = parse(editOrderItemsRequest, req.body);
      // A variant belongs to one product for good: the catalog read model names it; the decision checks it on the
      // product's stream. A variant it does not know is not one the store sells.
      const productOf = await productIdsOfVariants(context.pool, items.map((item) => item.variantId));
      const lines = items.map((item) => {
        const productId = productOf.get(item.variantId);
        if (!productId) throw refuse.invalid('Variant not found', { errors: { items: ['Variant not found'] }, code: 'variant_not_found' });
        return { productId, variantId: item.variantId, quantity: item.quantity };
      });
      const handled = await handle(
        context.store,
        editOrderItemsDecider,
        {
          orderId,
          lines,
          limits: { unitsPerLine: context.config.ORDER_MAX_UNITS_PER_LINE, unitsPerOrder: context.config.ORDER_MAX_UNITS },
          newId: randomUUID,
          now: new Date(),
        },
        metadataOf(req),
        { caches: [orderProducts(context)] },
      );
      await written(context, req, res, handled.append);
      res.json(orderAnswer(handled.result.events.reduce(orderDecider.evolve, handled.states.order)));
    },
  },
  {
    method: 'PATCH',
    route: '/api/account/orders/:id/address',
    summary: 'Change where one of her orders goes, before it is packed (same emirate: the fees stay)',
    access: 'customer',
    body: changeOrderAddressRequest,
    responses: { 200: accountOrderAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const address = parse(changeOrderAddressRequest, req.body);
      const decided = await handleCommand(
        context.store,
        { ...orderDecider, decide: decideAddressChange },
        orderStreamId(orderId),
        { orderId, customerId: req.user!.id, address, now: new Date() },
        metadataOf(req),
      );
      await written(context, req, res, decided.append);
      const events = await context.store.readStream(orderStreamId(orderId));
      res.json(asHers(orderAnswer(decided.state), events));
    },
  },
];

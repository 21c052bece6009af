import { notFound } from '../../infra/errors.js';
import { uuidParam } from '../../infra/http/params.js';
import { invoiceOf, readOrderForInvoice } from './invoice.js';
import { invoiceAnswer, type InvoiceAnswer } from './invoice-schemas.js';
import { orderNotFound } from './order.decider.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

export const invoiceNotFound = 'This order has no invoice';

/**
 * The tax invoice of a delivered order (ADR 067): hers, and the back office's. Read from the order's stream, so it
 * is there as soon as the delivery that issued it was answered. Another shopper's order, an order not delivered
 * yet and an exchange (never invoiced) are all answered as missing.
 */
export const invoiceRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/orders/:id/invoice',
    summary: "The tax invoice of one of her delivered orders (404 before it is issued)",
    access: 'customer',
    responses: { 200: invoiceAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const state = await readOrderForInvoice(context.store, orderId);
      if (state.kind !== 'placed' || state.order.userId !== req.user!.id) throw notFound(orderNotFound);
      const invoice = invoiceOf(state);
      if (!invoice) throw notFound(invoiceNotFound);
      res.setHeader('cache-control', 'no-store');
      res.json(invoice satisfies InvoiceAnswer);
    },
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id/invoice',
    summary: "A delivered order's tax invoice (404 before it is issued)",
    access: 'admin',
    responses: { 200: invoiceAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const state = await readOrderForInvoice(context.store, orderId);
      if (state.kind !== 'placed') throw notFound(orderNotFound);
      const invoice = invoiceOf(state);
      if (!invoice) throw notFound(invoiceNotFound);
      res.setHeader('cache-control', 'no-store');
      res.json(invoice satisfies InvoiceAnswer);
    },
  },
];

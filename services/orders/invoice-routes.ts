import { Router } from 'express';
import { notFound } from '../../infra/errors.js';
import type { ModuleContext } from '../../infra/http/context.js';
import { requireUser } from '../../infra/http/guards.js';
import { uuidParam } from '../../infra/http/params.js';
import { invoiceOf, readOrderForInvoice } from './invoice.js';
import type { InvoiceAnswer } from './invoice-schemas.js';
import { orderNotFound } from './order.decider.js';

export const invoiceNotFound = 'This order has no invoice';

/**
 * The tax invoice of a delivered order (ADR 067): hers, and the back office's. Read from the order's stream, so it
 * is there as soon as the delivery that issued it was answered. Another shopper's order, an order not delivered
 * yet and an exchange (never invoiced) are all answered as missing.
 */
export function invoiceRoutes(context: ModuleContext): Router {
  const router = Router();

  router.get('/account/orders/:id/invoice', requireUser, async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const state = await readOrderForInvoice(context.store, orderId);
    if (state.kind !== 'placed' || state.order.userId !== req.user!.id) throw notFound(orderNotFound);
    const invoice = invoiceOf(state);
    if (!invoice) throw notFound(invoiceNotFound);
    res.setHeader('cache-control', 'no-store');
    res.json(invoice satisfies InvoiceAnswer);
  });

  router.get('/admin/orders/:id/invoice', async (req, res) => {
    const orderId = uuidParam(req, 'id', orderNotFound);
    const state = await readOrderForInvoice(context.store, orderId);
    if (state.kind !== 'placed') throw notFound(orderNotFound);
    const invoice = invoiceOf(state);
    if (!invoice) throw notFound(invoiceNotFound);
    res.setHeader('cache-control', 'no-store');
    res.json(invoice satisfies InvoiceAnswer);
  });

  return router;
}

import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { foldStream, handle } from '../../events/index.js';
import { productStreamId } from '../../events/catalog.js';
import { orderStreamId } from '../../events/orders.js';
import { settingStreamId } from '../../events/settings.js';
import { notFound } from '../../infra/errors.js';
import { metadataOf, perStore, written } from '../../infra/http/context.js';
import { cursorId, cursorTime, keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse, parseAs } from '../../infra/http/validate.js';
import { findReturn, findReturnByCreditNote, listReturns, type ReturnKey } from '../../projections/returns/index.js';
import { orderNotFound } from './order.decider.js';
import { OrderNumbers } from './order-numbers.js';
import { adminReturnAnswerOf, creditNoteOf, returnAnswerOf } from './return-answer.js';
import { changeReturnDecider, requestReturnDecider, returnNotFound } from './return-decisions.decider.js';
import { productForOrder } from './product-stock.decider.js';
import { orderForReturns, returnWindowFold, unitsUnderReturn } from './return-order.js';
import {
  changeReturnRequest,
  requestReturnRequest,
  returnListQuery,
  type ReturnableAnswer,
  adminReturnAnswer,
  creditNoteAnswer,
  returnAnswer,
  returnableAnswer,
} from './return-schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const returnKey = z.tuple([cursorTime, cursorId]) as z.ZodType<ReturnKey>;
const creditNoteNotFound = 'Credit note not found';
const returnIdParam = (req: Request) => uuidParam(req, 'id', returnNotFound);

/**
 * Returns and exchanges (ADR 067): she asks for one on a delivered order of hers; staff approve or reject it,
 * receive the parcel, then refund it (with a credit note) or complete the exchange (a linked order). Writes answer
 * from the decision (ADR 049); reads from the returns read model.
 */
/** The order numbers an exchange draws from, one allocator per running store. */
const orderNumbers = perStore((context) => new OrderNumbers(context.pool));

export const returnRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/account/orders/:id/returns',
    summary: 'Ask to return or exchange lines of a delivered order of hers, within the return window',
    access: 'customer',
    body: requestReturnRequest,
    responses: { 201: returnAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const body = parseAs(requestReturnRequest, req.body, 'invalid_return');
      const handled = await handle(
        context.store,
        requestReturnDecider,
        {
          returnId: randomUUID(),
          orderId,
          userId: req.user!.id,
          items: body.items.map((item) => ({ ...item, exchangeVariantId: item.exchangeVariantId ?? null })),
          resolution: body.resolution,
          note: body.note ?? null,
          now: new Date(),
        },
        metadataOf(req),
      );
      await written(context, req, res, handled.append);
      const state = handled.result;
      if (state.kind !== 'present') throw notFound(returnNotFound);
      res.setHeader('cache-control', 'no-store');
      res.status(201).json(returnAnswerOf(state));
    },
  },
  {
    method: 'GET',
    route: '/api/account/orders/:id/returnable',
    summary: 'What of a delivered order of hers may still be returned or exchanged, and until when',
    access: 'customer',
    responses: { 200: returnableAnswer },
    handler: (context) => async (req, res) => {
      const orderId = uuidParam(req, 'id', orderNotFound);
      const facts = foldStream(orderForReturns, await context.store.readStream(orderStreamId(orderId)));
      const order = facts.order;
      if (!order || facts.deleted || order.userId !== req.user!.id) throw notFound(orderNotFound);
      const days = foldStream({ initialState: returnWindowFold.initialState, evolve: returnWindowFold.evolve }, await context.store.readStream(settingStreamId('returnWindowDays')));
      const productIds = [...new Set(order.items.map((item) => item.productId))];
      const products = new Map(
        await Promise.all(productIds.map(async (id) => [id, foldStream(productForOrder, await context.store.readStream(productStreamId(id)))] as const)),
      );
      const under = unitsUnderReturn(facts);
      res.setHeader('cache-control', 'no-store');
      res.json({
        openUntil: facts.deliveredAt ? new Date(new Date(facts.deliveredAt).getTime() + days * 86_400_000).toISOString() : null,
        lines: order.items.map((item) => {
          const product = products.get(item.productId);
          return {
            itemId: item.itemId,
            returnable: Math.max(0, item.quantity - (under.get(item.itemId) ?? 0)),
            variants:
              product?.kind === 'present'
                ? [...product.variants].map(([id, variant]) => ({ id, size: variant.size, color: variant.color, inStock: variant.stock > 0 }))
                : [],
          };
        }),
      } satisfies ReturnableAnswer);
    },
  },
  {
    method: 'GET',
    route: '/api/account/returns',
    summary: 'Her returns, newest first',
    access: 'customer',
    paged: true,
    responses: { 200: z.array(returnAnswer) },
    handler: (context) => async (req, res) => {
      const page = pageRequest(req.query, returnKey, { default: 20, max: 100 });
      const { rows, total } = await listReturns(context.pool, { userId: req.user!.id }, page);
      const paged = keysetPage(rows, page.limit, total, (row) => [row.requestedAtKey, row.state.request.returnId]);
      sendPage(req, res, { ...paged, rows: paged.rows.map((row) => returnAnswerOf(row.state)) });
    },
  },
  {
    method: 'GET',
    route: '/api/account/returns/:id',
    summary: 'One of her returns',
    access: 'customer',
    responses: { 200: returnAnswer },
    handler: (context) => async (req, res) => {
      const found = await findReturn(context.pool, returnIdParam(req));
      if (!found || found.state.request.userId !== req.user!.id) throw notFound(returnNotFound);
      res.setHeader('cache-control', 'no-store');
      res.json(returnAnswerOf(found.state));
    },
  },
  {
    method: 'GET',
    route: '/api/account/returns/:id/credit-note',
    summary: 'The credit note of one of her refunded returns (404 before the refund)',
    access: 'customer',
    responses: { 200: creditNoteAnswer },
    handler: (context) => async (req, res) => {
      const found = await findReturn(context.pool, returnIdParam(req));
      const note = found && found.state.request.userId === req.user!.id ? creditNoteOf(found.state) : null;
      if (!note) throw notFound(creditNoteNotFound);
      res.setHeader('cache-control', 'no-store');
      res.json(note);
    },
  },
  {
    method: 'GET',
    route: '/api/admin/returns',
    summary: 'Returns, newest first, in one status or any',
    access: 'admin',
    query: returnListQuery,
    paged: true,
    responses: { 200: z.array(adminReturnAnswer) },
    handler: (context) => async (req, res) => {
      const { status } = parse(returnListQuery, req.query);
      const page = pageRequest(req.query, returnKey);
      const { rows, total } = await listReturns(context.pool, { status }, page);
      const paged = keysetPage(rows, page.limit, total, (row) => [row.requestedAtKey, row.state.request.returnId]);
      sendPage(req, res, { ...paged, rows: paged.rows.map((row) => adminReturnAnswerOf(row.state, row.customer)) });
    },
  },
  {
    method: 'GET',
    route: '/api/admin/returns/:id',
    summary: 'One return with its customer',
    access: 'admin',
    responses: { 200: adminReturnAnswer },
    handler: (context) => async (req, res) => {
      const found = await findReturn(context.pool, returnIdParam(req));
      if (!found) throw notFound(returnNotFound);
      res.setHeader('cache-control', 'no-store');
      res.json(adminReturnAnswerOf(found.state, found.customer));
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/returns/:id',
    summary: 'Move a return on: approve, reject, received, refunded (credit note) or exchanged (linked order)',
    access: 'admin',
    body: changeReturnRequest,
    responses: { 200: adminReturnAnswer },
    handler: (context) => async (req, res) => {
      const returnId = returnIdParam(req);
      const body = parseAs(changeReturnRequest, req.body, 'invalid_return_change');
      const handled = await handle(
        context.store,
        changeReturnDecider,
        {
          returnId,
          status: body.status,
          note: body.note ?? null,
          refundMethod: body.refundMethod ?? null,
          refundReference: body.refundReference ?? null,
          newOrderId: randomUUID(),
          // Only a completed exchange takes a number (numbers are labels: one drawn and not used is a gap, ADR 034).
          exchangeOrderNumber: body.status === 'exchanged' ? await orderNumbers(context).next() : 0,
          newId: randomUUID,
          now: new Date(),
        },
        metadataOf(req),
      );
      await written(context, req, res, handled.append);
      const state = handled.result;
      if (state.kind !== 'present') throw notFound(returnNotFound);
      const customer = await context.pool.query<{ name: string; email: string }>('select name, email from users where id = $1', [state.request.userId]);
      const account = customer.rows[0];
      res.setHeader('cache-control', 'no-store');
      res.json(adminReturnAnswerOf(state, { id: state.request.userId, name: account?.name ?? '', email: account?.email ?? '' }));
    },
  },
  {
    method: 'GET',
    route: '/api/admin/credit-notes/:number',
    summary: 'A credit note by its number',
    access: 'admin',
    responses: { 200: creditNoteAnswer },
    handler: (context) => async (req, res) => {
      const number = String(req.params.number ?? '');
      const found = /^CN-\d{6,}$/.test(number) ? await findReturnByCreditNote(context.pool, number) : null;
      const note = found ? creditNoteOf(found.state) : null;
      if (!note) throw notFound(creditNoteNotFound);
      res.setHeader('cache-control', 'no-store');
      res.json(note);
    },
  },
];

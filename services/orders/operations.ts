import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { orderListQuery } from './list-query.js';
import {
  accountOrderAnswer,
  accountOrderRowAnswer,
  adminNotificationAnswer,
  asOfQuery,
  auditOrderHistoryAnswer,
  auditOrderRowAnswer,
  cartQuoteAnswer,
  cartQuoteRequest,
  changeStatusRequest,
  orderAnswer,
  orderAsOfAnswer,
  orderHistoryEntryAnswer,
  placeOrderRequest,
  statsAnswer,
} from './schemas.js';

/** The orders module's calls, for the API document (infra/http/openapi.ts). */
export const ordersOperations: readonly ApiOperation[] = [
  { method: 'POST', route: '/api/cart/quote', summary: 'Price a cart as the store would take it now', access: 'anyone', body: cartQuoteRequest, responses: { 200: cartQuoteAnswer } },
  {
    method: 'POST',
    route: '/api/orders',
    summary: 'Place an order (cash on delivery)',
    access: 'customer',
    body: placeOrderRequest,
    headers: ['Idempotency-Key'],
    responses: { 201: orderAnswer },
  },
  { method: 'PATCH', route: '/api/orders/:id/status', summary: "Change an order's status", access: 'admin', body: changeStatusRequest, responses: { 200: orderAnswer } },
  { method: 'GET', route: '/api/account/orders', summary: 'Her orders, newest first', access: 'customer', paged: true, responses: { 200: z.array(accountOrderRowAnswer) } },
  { method: 'GET', route: '/api/account/orders/:id', summary: 'One of her orders with its status timeline', access: 'customer', responses: { 200: accountOrderAnswer } },
  { method: 'GET', route: '/api/admin/orders', summary: 'Orders, newest first, filtered', access: 'admin', query: orderListQuery, paged: true, responses: { 200: z.array(orderAnswer) } },
  { method: 'GET', route: '/api/admin/orders.csv', summary: 'The filtered orders as CSV, a line per item', access: 'admin', query: orderListQuery, responses: { 200: { mediaType: 'text/csv' } } },
  {
    method: 'GET',
    route: '/api/admin/orders/:id',
    summary: 'An order, now or as it stood at `asOf`',
    access: 'admin',
    query: asOfQuery,
    responses: { 200: z.union([orderAnswer, orderAsOfAnswer]) },
  },
  { method: 'DELETE', route: '/api/admin/orders/:id', summary: 'Delete an order (its stock returns)', access: 'admin', responses: { 204: null } },
  {
    method: 'GET',
    route: '/api/admin/orders/:id/history',
    summary: "An order's events up to `asOf`",
    access: 'admin',
    query: asOfQuery,
    responses: { 200: z.array(orderHistoryEntryAnswer) },
  },
  { method: 'GET', route: '/api/admin/stats', summary: "The dashboard's figures and 30 days of sales", access: 'admin', responses: { 200: statsAnswer } },
  { method: 'GET', route: '/api/admin/notifications', summary: 'Back-office notices, newest first', access: 'admin', responses: { 200: z.array(adminNotificationAnswer) } },
  { method: 'GET', route: '/api/audit/orders', summary: 'Orders as the auditors list them', access: 'audit', query: orderListQuery, paged: true, responses: { 200: z.array(auditOrderRowAnswer) } },
  {
    method: 'GET',
    route: '/api/audit/orders/:id/history',
    summary: 'An order as it stood at `asOf`, with its events and their actors',
    access: 'audit',
    query: asOfQuery,
    responses: { 200: auditOrderHistoryAnswer },
  },
];

import type { Request } from 'express';
import { z } from 'zod';
import { loadStream } from '../../events/index.js';
import { codStandingFold, refusedPhones, refusedPhonesStreamId } from '../../events/cod.js';
import { customerOrdersStreamId } from '../../events/orders.js';
import { AppError } from '../../infra/errors.js';
import { normalisePhone } from '../../rules/uae-phone.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { cursorInteger, cursorTime, encodeCursor, keysetPage, pageRequest, sendPage, timeIdKey } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import {
  findCustomer,
  latestOrderPhones,
  listCustomerOrders,
  listCustomers,
  type CustomerKey,
  type CustomerOrderKey,
} from '../../projections/users/index.js';
import { changeUserRole } from './change-role.js';
import { userNotFound } from './role-change.decider.js';
import { changeRoleRequest, customersQuery, customerAnswer, customerDetailAnswer, customerOrderRowAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const customerKey: z.ZodType<CustomerKey> = timeIdKey;
const customerOrderKey: z.ZodType<CustomerOrderKey> = z.tuple([cursorTime, cursorInteger.min(1)]);
/** The orders a customer's page answers with; the rest are a link away. */
const ordersShown = 20;
const unknownUser = () => new AppError(404, userNotFound, undefined, 'user_not_found');

/** A path id that is no uuid names no user: the same 404 as an unknown one. */
function userIdParam(req: Request): string {
  try {
    return uuidParam(req, 'id', userNotFound);
  } catch {
    throw unknownUser();
  }
}

/** How many of her latest orders' phone numbers her page looks up refusals at. */
const phonesLookedUp = 50;

/** How many of those numbers her page shows, for staff to call. */
const phonesShown = 3;

/**
 * Her refused deliveries, from the log (ADR 059): those of her account, and those of anyone at the numbers her
 * latest orders went to (`recent`: what a checkout of hers at such a number counts), newest first.
 */
async function refusalHistoryOf(context: ModuleContext, userId: string, recent: readonly string[]) {
  const [standing, phones] = await Promise.all([
    loadStream(context.store, codStandingFold, customerOrdersStreamId(userId)),
    loadStream(context.store, refusedPhones, refusedPhonesStreamId),
  ]);
  const own = standing.state.refusals.map((refusal) => ({ ...refusal, via: 'account' as const }));
  const numbers = new Set([...own.map((refusal) => refusal.phone), ...recent.map((phone) => normalisePhone(phone))]);
  const seen = new Set(own.map((refusal) => refusal.orderId));
  const atNumbers = [...numbers].flatMap((phone) => (phone ? (phones.state.byPhone.get(phone) ?? []) : []))
    .filter((refusal) => !seen.has(refusal.orderId) && seen.add(refusal.orderId))
    .map((refusal) => ({ ...refusal, via: 'phone' as const }));
  return [...own, ...atNumbers]
    .sort((a, b) => b.refusedAt.localeCompare(a.refusedAt))
    .map(({ orderId, orderNumber, refusedAt, phone, via }) => ({ orderId, orderNumber, refusedAt, phone, via }));
}

/**
 * The back office's customers (every account, with what it ordered) and their roles, added to the identity
 * module's router. Admin only (app.ts).
 */
export const customersRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/customers',
    summary: 'Accounts, newest first, with what each ordered',
    access: 'admin',
    query: customersQuery,
    paged: true,
    responses: { 200: z.array(customerAnswer) },
    handler: (context) => async (req, res) => {
      const { q } = parse(customersQuery, req.query);
      const request = pageRequest(req.query, customerKey);
      const { rows, total } = await listCustomers(context.pool, { q, ...request });
      sendPage(req, res, keysetPage(rows, request.limit, total, (row) => [row.createdAt, row.id]));
    },
  },
  {
    method: 'GET',
    route: '/api/admin/customers/:id',
    summary: 'An account with its latest orders',
    access: 'admin',
    responses: { 200: customerDetailAnswer },
    handler: (context) => async (req, res) => {
      const id = userIdParam(req);
      const customer = await findCustomer(context.pool, id);
      if (!customer) throw unknownUser();
      const phones = latestOrderPhones(context.pool, id, phonesLookedUp);
      const [{ rows }, recent, refusalHistory] = await Promise.all([
        listCustomerOrders(context.pool, id, { limit: ordersShown, after: null }),
        phones,
        phones.then((numbers) => refusalHistoryOf(context, id, numbers)),
      ]);
      const page = keysetPage(rows, ordersShown, customer.ordersCount, (row) => [row.createdAt, row.orderNumber]);
      res.setHeader('cache-control', 'no-store');
      res.json({
        ...customer,
        orders: page.rows,
        refusalHistory,
        phones: recent.slice(0, phonesShown),
        // The same list, paged, from where these stop.
        moreOrders: page.next ? `/api/admin/customers/${id}/orders?cursor=${encodeCursor(page.next)}` : null,
      });
    },
  },
  {
    method: 'GET',
    route: '/api/admin/customers/:id/orders',
    summary: "An account's orders, newest first",
    access: 'admin',
    paged: true,
    responses: { 200: z.array(customerOrderRowAnswer) },
    handler: (context) => async (req, res) => {
      const id = userIdParam(req);
      const request = pageRequest(req.query, customerOrderKey);
      if (!(await findCustomer(context.pool, id))) throw unknownUser();
      const { rows, total } = await listCustomerOrders(context.pool, id, request);
      sendPage(req, res, keysetPage(rows, request.limit, total, (row) => [row.createdAt, row.orderNumber]));
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:id/role',
    summary: "Change an account's role (its sessions end)",
    access: 'admin',
    body: changeRoleRequest,
    responses: { 200: customerAnswer },
    handler: (context) => async (req, res) => {
      const id = userIdParam(req);
      const { role } = parse(changeRoleRequest, req.body);
      const changed = await changeUserRole(context.store, context.pool, id, role, metadataOf(req));
      // Answered at the append (ADR 049): the account and its orders as the read models hold them (the change moved
      // none of it), with the role the decision gave. Only an account the read model does not show yet is waited for.
      const known = await findCustomer(context.pool, id);
      await written(context, req, res, changed.append, known ? [] : ['users']);
      // Her sessions were opened under the old role: she signs in again under the new one.
      if (changed.changed) await context.sessions.endSessionsOf(id);
      const customer = known ? { ...known, role: changed.to } : await findCustomer(context.pool, id);
      if (!customer) throw unknownUser();
      res.json(customer);
    },
  },
];

import type { Request, Response } from 'express';
import { z } from 'zod';
import { badRequest } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { cursorId, cursorText, keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { courierKeyOf, listCouriers, readCodReport } from '../../projections/couriers/index.js';
import { addCourier, courierCashAsOf, remitCash, reviseCourier } from './commands.js';
import { courierNotFound } from './courier.decider.js';
import {
  cashQuery,
  codReportQuery,
  courierChangesRequest,
  courierMessages,
  courierRequest,
  remittanceRequest,
  codReportAnswer,
  courierAnswer,
  courierCashAnswer,
  remittanceAnswer,
} from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** Where a page of couriers ends: the last row's name as sorted and its id. */
const courierKey = z.tuple([cursorText, cursorId]);

/** The report's range when none is given: the last 30 days. */
const defaultReportDays = 30;

/** A courier's cash as it stood at `asOf` (now when absent): for admins, and for auditors under /audit. */
const courierCash = (context: ModuleContext) => async (req: Request, res: Response) => {
  const courierId = uuidParam(req, 'id', courierNotFound);
  const { asOf } = parse(cashQuery, req.query);
  res.setHeader('cache-control', 'no-store');
  res.json(await courierCashAsOf(context.store, courierId, asOf ? new Date(asOf) : new Date()));
};

/**
 * The couriers, the cash they hold and the COD report. The cash is also read under /api/audit (admins and
 * auditors; the app lets only reads through for auditors).
 */
export const couriersRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/couriers',
    summary: 'Couriers by name, with the cash each holds',
    access: 'admin',
    paged: true,
    responses: { 200: z.array(courierAnswer) },
    handler: (context) => async (req, res) => {
      const page = pageRequest(req.query, courierKey);
      const { rows, total } = await listCouriers(context.pool, { limit: page.limit + 1, after: page.after });
      const found = keysetPage(rows, page.limit, total, courierKeyOf);
      sendPage(req, res, { ...found, rows: found.rows.map(({ sortName: _sortName, ...courier }) => courier) });
    },
  },
  {
    method: 'POST',
    route: '/api/admin/couriers',
    summary: 'Add a courier',
    access: 'admin',
    body: courierRequest,
    responses: { 201: courierAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(courierRequest, req.body);
      const { append, courier } = await addCourier(context.store, body, metadataOf(req));
      await written(context, req, res, append);
      res.setHeader('cache-control', 'no-store');
      res.status(201).json(courier);
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/couriers/:id',
    summary: 'Change a courier, or deactivate it (`active: false`; couriers are never deleted)',
    access: 'admin',
    body: courierChangesRequest,
    responses: { 200: courierAnswer },
    handler: (context) => async (req, res) => {
      const courierId = uuidParam(req, 'id', courierNotFound);
      const body = parse(courierChangesRequest, req.body);
      const { append, courier } = await reviseCourier(context.store, courierId, body, metadataOf(req));
      await written(context, req, res, append);
      res.setHeader('cache-control', 'no-store');
      res.json(courier);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/couriers/:id/remittances',
    summary: 'Record cash a courier handed over for some of its delivered orders',
    access: 'admin',
    body: remittanceRequest,
    responses: { 201: remittanceAnswer },
    handler: (context) => async (req, res) => {
      const courierId = uuidParam(req, 'id', courierNotFound);
      const body = parse(remittanceRequest, req.body);
      const { append, remittance } = await remitCash(context.store, courierId, body, metadataOf(req));
      await written(context, req, res, append);
      res.setHeader('cache-control', 'no-store');
      res.status(201).json(remittance);
    },
  },
  {
    method: 'GET',
    route: '/api/admin/couriers/:id/cash',
    summary: "A courier's cash as the log stood at `asOf` (now when absent)",
    access: 'admin',
    query: cashQuery,
    responses: { 200: courierCashAnswer },
    handler: courierCash,
  },
  {
    method: 'GET',
    route: '/api/audit/couriers/:id/cash',
    summary: "A courier's cash as the log stood at `asOf`, for auditors",
    access: 'audit',
    query: cashQuery,
    responses: { 200: courierCashAnswer },
    handler: courierCash,
  },
  {
    method: 'GET',
    route: '/api/admin/reports/cod',
    summary: 'Cash-on-delivery figures of the hours starting in [from, to) (the last 30 days by default)',
    access: 'admin',
    query: codReportQuery,
    responses: { 200: codReportAnswer },
    handler: (context) => async (req, res) => {
      const { from, to } = reportRange(parse(codReportQuery, req.query));
      res.setHeader('cache-control', 'no-store');
      res.json(await readCodReport(context.pool, from, to));
    },
  },
];

/**
 * The store's days are the UAE's: UTC+4 all year (no daylight saving), so a date means from its midnight there.
 * A time is taken as given.
 */
function instantOf(value: string): Date {
  const instant = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+04:00` : value);
  if (Number.isNaN(instant.getTime())) throw badRequest(courierMessages.rangeEnd, { range: [courierMessages.rangeEnd] });
  return instant;
}

function reportRange(query: { from?: string; to?: string }): { from: Date; to: Date } {
  const to = query.to ? instantOf(query.to) : new Date();
  const from = query.from ? instantOf(query.from) : new Date(to.getTime() - defaultReportDays * 24 * 60 * 60 * 1000);
  if (from > to) throw badRequest('from must not be after to', { from: ['After to'] }, 'invalid_range');
  return { from, to };
}

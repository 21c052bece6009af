import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import {
  cashQuery,
  codReportAnswer,
  codReportQuery,
  courierAnswer,
  courierCashAnswer,
  courierChangesRequest,
  courierRequest,
  remittanceAnswer,
  remittanceRequest,
} from './schemas.js';

/** The couriers module's calls, for the API document (infra/http/openapi.ts). */
export const couriersOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/admin/couriers', summary: 'Couriers by name, with the cash each holds', access: 'admin', paged: true, responses: { 200: z.array(courierAnswer) } },
  { method: 'POST', route: '/api/admin/couriers', summary: 'Add a courier', access: 'admin', body: courierRequest, responses: { 201: courierAnswer } },
  {
    method: 'PATCH',
    route: '/api/admin/couriers/:id',
    summary: 'Change a courier, or deactivate it (`active: false`; couriers are never deleted)',
    access: 'admin',
    body: courierChangesRequest,
    responses: { 200: courierAnswer },
  },
  {
    method: 'POST',
    route: '/api/admin/couriers/:id/remittances',
    summary: 'Record cash a courier handed over for some of its delivered orders',
    access: 'admin',
    body: remittanceRequest,
    responses: { 201: remittanceAnswer },
  },
  {
    method: 'GET',
    route: '/api/admin/couriers/:id/cash',
    summary: "A courier's cash as the log stood at `asOf` (now when absent)",
    access: 'admin',
    query: cashQuery,
    responses: { 200: courierCashAnswer },
  },
  {
    method: 'GET',
    route: '/api/audit/couriers/:id/cash',
    summary: "A courier's cash as the log stood at `asOf`, for auditors",
    access: 'audit',
    query: cashQuery,
    responses: { 200: courierCashAnswer },
  },
  {
    method: 'GET',
    route: '/api/admin/reports/cod',
    summary: 'Cash-on-delivery figures of the hours starting in [from, to) (the last 30 days by default)',
    access: 'admin',
    query: codReportQuery,
    responses: { 200: codReportAnswer },
  },
];

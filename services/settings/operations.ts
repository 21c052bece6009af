import type { ApiOperation } from '../../infra/http/openapi.js';
import { businessAnswer, businessRequest } from './business.decider.js';
import { adminSettingsAnswer, settingChangeAnswer, settingRequest, settingsAnswer } from './schemas.js';

/** The settings module's calls, for the API document (infra/http/openapi.ts). */
export const settingsOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/settings', summary: "The shop's settings (the COD fee, the days to ask for a return)", access: 'anyone', responses: { 200: settingsAnswer } },
  { method: 'GET', route: '/api/admin/settings', summary: "The shop's settings", access: 'admin', responses: { 200: adminSettingsAnswer } },
  { method: 'POST', route: '/api/admin/settings', summary: 'Change a setting', access: 'admin', body: settingRequest, responses: { 200: settingChangeAnswer } },
  { method: 'GET', route: '/api/admin/business', summary: "The seller's details on tax invoices", access: 'admin', responses: { 200: businessAnswer } },
  {
    method: 'PUT',
    route: '/api/admin/business',
    summary: "Set the seller's details on tax invoices (legal names, addresses, TRN, VAT registration)",
    access: 'admin',
    body: businessRequest,
    responses: { 200: businessAnswer },
  },
];

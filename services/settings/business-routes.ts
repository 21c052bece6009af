import { businessFold, businessStreamId } from '../../events/business.js';
import { loadStream } from '../../events/index.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { parseAs } from '../../infra/http/validate.js';
import { businessRequest, type BusinessAnswer, businessAnswer } from './business.decider.js';
import { setBusinessDetails } from './commands.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/**
 * The seller's details on tax invoices (ADR 067), admin only (under /admin in app.ts). Read from their stream: a
 * handful of events, always current; each change is an event with the admin as its actor.
 */
export const businessRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/business',
    summary: "The seller's details on tax invoices",
    access: 'admin',
    responses: { 200: businessAnswer },
    handler: (context) => async (_req, res) => {
      const { state } = await loadStream(context.store, businessFold, businessStreamId);
      res.setHeader('cache-control', 'no-store');
      res.json(state satisfies BusinessAnswer);
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/business',
    summary: "Set the seller's details on tax invoices (legal names, addresses, TRN, VAT registration)",
    access: 'admin',
    body: businessRequest,
    responses: { 200: businessAnswer },
    handler: (context) => async (req, res) => {
      const details = parseAs(businessRequest, req.body, 'invalid_business');
      const handled = await setBusinessDetails(context, details, metadataOf(req));
      await written(context, req, res, handled.append);
      res.setHeader('cache-control', 'no-store');
      // Answered from the decision (ADR 049): the details as they now stand.
      res.json(handled.details satisfies BusinessAnswer);
    },
  },
];


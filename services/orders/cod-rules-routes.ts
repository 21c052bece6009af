import type { Request } from 'express';
import { codRulesStreamId, noCodRules, type CodEvent, type CodRules } from '../../events/cod.js';
import { handle, handleCommand, type EventStore } from '../../events/index.js';
import { AppError } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { codRulesDecider, customerNotFound, setCodStatusDecider } from './cod-rules-decisions.decider.js';
import { codRulesRequest, codStatusRequest, codRulesAnswer, codStatusAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** The rules in force and when they were set, from their stream: a handful of events, always current. */
async function rulesInForce(store: EventStore): Promise<CodRules & { changedAt: string | null }> {
  const events = await store.readStream(codRulesStreamId);
  const last = events.at(-1) as CodEvent | undefined;
  if (last?.type !== 'CodRulesChanged') return { ...noCodRules, changedAt: null };
  return last.data;
}

function customerIdParam(req: Request): string {
  try {
    return uuidParam(req, 'id', customerNotFound);
  } catch {
    throw new AppError(404, customerNotFound, undefined, 'user_not_found');
  }
}

/**
 * The COD rules (ADR 059): read and set by admins, and staff's decision for one shopper. Admin only (app.ts). Every
 * change is an event with its actor, so the auditor's log shows who changed what.
 */
export const codRulesRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/admin/cod-rules',
    summary: 'The COD rules in force',
    access: 'admin',
    responses: { 200: codRulesAnswer },
    handler: (context) => async (_req, res) => {
      res.setHeader('cache-control', 'no-store');
      res.json(await rulesInForce(context.store));
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/cod-rules',
    summary: 'Set the COD rules (all null and empty: every order accepted)',
    access: 'admin',
    body: codRulesRequest,
    responses: { 200: codRulesAnswer },
    handler: (context) => async (req, res) => {
      const rules = parse(codRulesRequest, req.body);
      const handled = await handleCommand(context.store, codRulesDecider, codRulesStreamId, { rules, now: new Date() }, metadataOf(req));
      await written(context, req, res, handled.append);
      const changed = handled.events[0];
      res.setHeader('cache-control', 'no-store');
      res.json(changed ? changed.data : await rulesInForce(context.store));
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/customers/:id/cod',
    summary: 'Decide COD for one shopper: by the rules, always, or never',
    access: 'admin',
    body: codStatusRequest,
    responses: { 200: codStatusAnswer },
    handler: (context) => async (req, res) => {
      const userId = customerIdParam(req);
      const { status, note } = parse(codStatusRequest, req.body);
      const handled = await handle(context.store, setCodStatusDecider, { userId, status, note, now: new Date() }, metadataOf(req));
      await written(context, req, res, handled.append);
      // Answered from the decision (ADR 049): her standing as her stream holds it.
      const standing = handled.result;
      res.setHeader('cache-control', 'no-store');
      res.json({
        id: userId,
        codStatus: standing.status,
        codNote: standing.note,
        refusals: standing.refusals.length,
        deliveredOrders: standing.deliveredOrders,
      });
    },
  },
];

import type { Request, Router } from 'express';
import { codRulesStreamId, noCodRules, type CodEvent, type CodRules } from '../../events/cod.js';
import { handle, handleCommand, type EventStore } from '../../events/index.js';
import { AppError } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { codRulesDecider, customerNotFound, setCodStatusDecider } from './cod-rules-decisions.decider.js';
import { codRulesRequest, codStatusRequest } from './schemas.js';

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
export function addCodRulesRoutes(router: Router, context: ModuleContext): void {
  router.get('/admin/cod-rules', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await rulesInForce(context.store));
  });

  router.put('/admin/cod-rules', async (req, res) => {
    const rules = parse(codRulesRequest, req.body);
    const handled = await handleCommand(context.store, codRulesDecider, codRulesStreamId, { rules, now: new Date() }, metadataOf(req));
    await written(context, req, res, handled.append);
    const changed = handled.events[0];
    res.setHeader('cache-control', 'no-store');
    res.json(changed ? changed.data : await rulesInForce(context.store));
  });

  router.patch('/admin/customers/:id/cod', async (req, res) => {
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
  });
}

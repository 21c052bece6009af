import { z } from 'zod';
import { badRequest } from '../../infra/errors.js';
import { parse } from '../../infra/http/validate.js';
import { codOutcomes } from '../../projections/cod/index.js';
import { codRefusalReasons } from './cod-rules.js';
import { checkCodRules } from './cod-rules-decisions.decider.js';
import { simulateCodRules } from './cod-simulation.js';
import { codSimulationMessages, codSimulationRequest } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const amount = z.string().regex(/^\d+\.\d{2}$/);

export const codSimulationAnswer = z.object({
  /** The orders placed in the period (deleted ones left out). */
  ordersConsidered: z.number().int(),
  wouldRefuse: z.object({ orders: z.number().int(), revenue: amount }),
  /** Every reason, in the order the rules are asked, with the orders it would have refused (0 included). */
  byReason: z.object(Object.fromEntries(codRefusalReasons.map((reason) => [reason, z.number().int()])) as Record<(typeof codRefusalReasons)[number], z.ZodNumber>),
  /** Orders refused at the door that the rules would have stopped. */
  refusalsAvoided: z.number().int(),
  /** What the couriers charged for those (every attempt and the return). */
  courierCostAvoided: amount,
  /** The totals of delivered orders the rules would have stopped. */
  deliveredRevenueLost: amount,
  /** The orders the rules would have refused, newest first, with what really became of each. */
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.number().int(),
      placedAt: z.string(),
      reason: z.enum(codRefusalReasons),
      outcome: z.enum(codOutcomes),
    }),
  ),
});
export type CodSimulationAnswer = z.infer<typeof codSimulationAnswer>;

/** The period tried when none is given: the last 90 days. */
const defaultDays = 90;
const day = 24 * 60 * 60 * 1000;

/**
 * The COD rules tried on the shop's own history: which orders of the period they would have refused, and what
 * became of those. Nothing is written. It reads the COD history read model, which a request carrying a written
 * position has waited for already, as every admin read does (ADR 041).
 */
export const codSimulationRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/admin/cod-rules/simulate',
    summary: 'Try COD rules on the orders of a period (the last 90 days by default), each with what was known when placed',
    access: 'admin',
    body: codSimulationRequest,
    responses: { 200: codSimulationAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(codSimulationRequest, req.body);
      checkCodRules(body.rules, 'rules.');
      const to = body.to ? new Date(body.to) : new Date();
      const from = body.from ? new Date(body.from) : new Date(to.getTime() - defaultDays * day);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
        throw badRequest(codSimulationMessages.rangeEnd, { [Number.isNaN(from.getTime()) ? 'from' : 'to']: [codSimulationMessages.rangeEnd] });
      }
      if (from >= to) throw badRequest(codSimulationMessages.range, { from: [codSimulationMessages.range] }, 'invalid_range');
      const simulation = await simulateCodRules(context.pool, body.rules, { from, to });
      res.setHeader('cache-control', 'no-store');
      res.json(simulation satisfies CodSimulationAnswer);
    },
  },
];

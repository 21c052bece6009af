import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { couponStreamId, type CouponState } from '../../events/coupons.js';
import { handle, handleCommand } from '../../events/index.js';
import { findCoupon, listCoupons, type CouponKey } from '../../projections/coupons/index.js';
import { AppError } from '../../infra/errors.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { cursorId, cursorTime, keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse, parseAs } from '../../infra/http/validate.js';
import { changeCouponDecider, couponNotFound, createCouponDecider } from './coupon-decisions.decider.js';
import { changeCouponRequest, createCouponRequest, type CouponAnswer, couponAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const couponKey = z.tuple([cursorTime, cursorId]) as z.ZodType<CouponKey>;

export const couponListQuery = z.object({
  q: z.string().max(64, 'q is too long').optional(),
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
});

/** A coupon's answer from its stream as a decision left it, with the read model's counts (a new coupon has none). */
function answerOf(state: Extract<CouponState, { kind: 'present' }>, counted: { uses: number; discountGiven: string; createdAt: string } | null, now: string): CouponAnswer {
  return {
    id: state.couponId,
    code: state.code,
    ...state.terms,
    uses: counted?.uses ?? 0,
    discountGiven: counted?.discountGiven ?? '0.00',
    createdAt: counted?.createdAt ?? now,
    updatedAt: now,
  };
}

const couponIdParam = (req: Request) => uuidParam(req, 'id', couponNotFound);

/**
 * Coupons in the back office (ADR 066), admin only (app.ts): create, list with their uses, read, change and
 * deactivate. Never deleted: orders that used one keep naming it. Writes answer from the decision (ADR 049).
 */
export const couponRoutes: readonly RouteDefinition[] = [
  {
    method: 'POST',
    route: '/api/admin/coupons',
    summary: 'Create a coupon',
    access: 'admin',
    body: createCouponRequest,
    responses: { 201: couponAnswer },
    handler: (context) => async (req, res) => {
      const { code, ...terms } = parseAs(createCouponRequest, req.body, 'invalid_coupon');
      const now = new Date();
      const handled = await handle(context.store, createCouponDecider, { couponId: randomUUID(), code, terms, now }, metadataOf(req));
      await written(context, req, res, handled.append);
      const created = handled.result;
      res.setHeader('cache-control', 'no-store');
      res.status(201).json({
        id: created.couponId,
        code: created.code,
        ...terms,
        uses: 0,
        discountGiven: '0.00',
        createdAt: created.createdAt,
        updatedAt: created.createdAt,
      } satisfies CouponAnswer);
    },
  },
  {
    method: 'GET',
    route: '/api/admin/coupons',
    summary: 'Coupons with their uses, newest first',
    access: 'admin',
    query: couponListQuery,
    paged: true,
    responses: { 200: z.array(couponAnswer) },
    handler: (context) => async (req, res) => {
      const filters = parse(couponListQuery, req.query);
      const page = pageRequest(req.query, couponKey);
      const { rows, total } = await listCoupons(context.pool, filters, page);
      sendPage(req, res, keysetPage(rows, page.limit, total, (row) => [row.createdAt, row.id]));
    },
  },
  {
    method: 'GET',
    route: '/api/admin/coupons/:id',
    summary: 'One coupon with its uses',
    access: 'admin',
    responses: { 200: couponAnswer },
    handler: (context) => async (req, res) => {
      const coupon = await findCoupon(context.pool, couponIdParam(req));
      if (!coupon) throw new AppError(404, couponNotFound, undefined, 'coupon_not_found');
      res.setHeader('cache-control', 'no-store');
      res.json(coupon);
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/coupons/:id',
    summary: "Change or deactivate a coupon (its code stays)",
    access: 'admin',
    body: changeCouponRequest,
    responses: { 200: couponAnswer },
    handler: (context) => async (req, res) => {
      const couponId = couponIdParam(req);
      const change = parseAs(changeCouponRequest, req.body, 'invalid_coupon');
      const now = new Date();
      const handled = await handleCommand(context.store, changeCouponDecider, couponStreamId(couponId), { change, now }, metadataOf(req));
      await written(context, req, res, handled.append);
      const state = handled.state;
      if (state.kind !== 'present') throw new AppError(404, couponNotFound, undefined, 'coupon_not_found');
      const counted = await findCoupon(context.pool, couponId);
      res.setHeader('cache-control', 'no-store');
      res.json(answerOf(state, counted, handled.events.length > 0 ? now.toISOString() : (counted?.updatedAt ?? now.toISOString())));
    },
  },
];

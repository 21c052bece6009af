import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { handle, handleCommand } from '../../events/index.js';
import { reviewStreamId } from '../../events/reviews.js';
import { notFound, unauthorized } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { keysetPage, listLimits, pageRequest, sendPage, timeIdKey } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import {
  findReview,
  findShopProductId,
  listAllReviews,
  listShownReviews,
  type AdminReviewRecord,
  type ReviewRecord,
} from '../../projections/reviews/index.js';
import { pgTimeText } from '../../infra/pg-time.js';
import { findUserById } from '../../projections/users/index.js';
import { publicAuthorName } from './public-name.js';
import { reviewEligibility } from './eligibility.js';
import { writeReviewDecider } from './purchases.decider.js';
import { reviewDecider, reviewNotFoundMessage } from './review.decider.js';
import { reviewRequest, type ReviewEligibilityAnswer, adminReviewAnswer, reviewAnswer, reviewEligibilityAnswer } from './schemas.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

const productNotFoundMessage = 'Product not found';
/** Reviews come a page at a time under the product; ten fill a phone screen or two. */
const reviewLimits = { default: 10, max: listLimits.max };

/** The shop's product the route's slug names (404 when none is on sale). */
async function productOf(context: ModuleContext, req: Request): Promise<string> {
  const productId = await findShopProductId(context.pool, String(req.params.slug));
  if (!productId) throw notFound(productNotFoundMessage);
  return productId;
}

/** Shoppers' reviews of products they received, and the back office's view of them. */
export const reviewRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/products/:slug/reviews',
    summary: "A product's reviews, newest first",
    access: 'anyone',
    paged: true,
    responses: { 200: z.array(reviewAnswer) },
    handler: (context) => async (req, res) => {
      const page = pageRequest(req.query, timeIdKey, reviewLimits);
      const productId = await productOf(context, req);
      const { rows, total } = await listShownReviews(context.pool, productId, { limit: page.limit + 1, after: page.after });
      const shown = rows.map((review) => ({ ...review, authorName: publicAuthorName(review.authorName) }));
      sendPage(req, res, keysetPage(shown, page.limit, total, (review) => [review.createdAt, review.id]));
    },
  },
  // Whether the shop offers her the review form: decided from the log as the write is, so the two never disagree.
  {
    method: 'GET',
    route: '/api/products/:slug/review-eligibility',
    summary: 'Whether she may review the product now, and why not',
    access: 'customer',
    responses: { 200: reviewEligibilityAnswer },
    handler: (context) => async (req, res) => {
      const productId = await productOf(context, req);
      const answer: ReviewEligibilityAnswer = await reviewEligibility(context.store, productId, req.user!.id);
      res.setHeader('cache-control', 'no-store');
      res.json(answer);
    },
  },
  {
    method: 'POST',
    route: '/api/products/:slug/reviews',
    summary: 'Review a product she received',
    access: 'customer',
    body: reviewRequest,
    responses: { 201: reviewAnswer },
    handler: (context) => async (req, res) => {
      const body = parse(reviewRequest, req.body);
      const productId = await productOf(context, req);
      const userId = req.user!.id;
      const author = await findUserById(context.pool, userId);
      if (!author) throw unauthorized();
      const reviewId = randomUUID();
      const command = {
        reviewId,
        productId,
        userId,
        authorName: author.name,
        rating: body.rating,
        comment: body.comment,
        now: new Date(),
      };
      // Whether she may review it is decided from her orders' streams (purchases.ts), not from the orders read model.
      const handled = await handle(context.store, writeReviewDecider, { type: 'WriteReview', ...command }, metadataOf(req));
      await written(context, req, res, handled.append);
      // Answered at the append, as the shop will list it (ADR 049): the command is the review (its author's name
      // was read above from the users read model, which the review does not change).
      const shown: ReviewRecord = {
        id: reviewId,
        productId,
        authorName: publicAuthorName(command.authorName),
        rating: command.rating,
        comment: command.comment,
        createdAt: pgTimeText(command.now.toISOString()),
      };
      res.status(201).json(shown);
    },
  },
  {
    method: 'GET',
    route: '/api/admin/products/:id/reviews',
    summary: "A product's reviews, hidden ones too",
    access: 'admin',
    paged: true,
    responses: { 200: z.array(adminReviewAnswer) },
    handler: (context) => async (req, res) => {
      const productId = uuidParam(req, 'id', productNotFoundMessage);
      const page = pageRequest(req.query, timeIdKey, listLimits);
      const { rows, total } = await listAllReviews(context.pool, productId, { limit: page.limit + 1, after: page.after });
      sendPage(req, res, keysetPage(rows, page.limit, total, (review) => [review.createdAt, review.id]));
    },
  },
  // Hiding records the admin who did it (the event's actor); hiding a hidden review again changes nothing.
  {
    method: 'POST',
    route: '/api/admin/reviews/:id/hide',
    summary: 'Hide a review from the shop',
    access: 'admin',
    responses: { 200: adminReviewAnswer },
    handler: (context) => async (req, res) => {
      const reviewId = uuidParam(req, 'id', reviewNotFoundMessage);
      const review = await findReview(context.pool, reviewId);
      if (!review) throw notFound(reviewNotFoundMessage);
      const handled = await handleCommand(
        context.store,
        reviewDecider,
        reviewStreamId(review.productId, review.userId),
        { type: 'HideReview', reviewId, now: new Date() },
        metadataOf(req),
      );
      await written(context, req, res, handled.append);
      // Answered at the append (ADR 049): the review as read above, hidden when the decision left it so.
      const { state } = handled;
      const hiddenAt = state.written && state.hiddenAt ? pgTimeText(state.hiddenAt) : review.hiddenAt;
      res.setHeader('cache-control', 'no-store');
      res.json({ ...review, hiddenAt } satisfies AdminReviewRecord);
    },
  },
];

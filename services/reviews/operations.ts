import { z } from 'zod';
import type { ApiOperation } from '../../infra/http/openapi.js';
import { adminReviewAnswer, reviewAnswer, reviewEligibilityAnswer, reviewRequest } from './schemas.js';

/** The reviews module's calls, for the API document (infra/http/openapi.ts). */
export const reviewsOperations: readonly ApiOperation[] = [
  { method: 'GET', route: '/api/products/:slug/reviews', summary: "A product's reviews, newest first", access: 'anyone', paged: true, responses: { 200: z.array(reviewAnswer) } },
  { method: 'GET', route: '/api/products/:slug/review-eligibility', summary: 'Whether she may review the product now, and why not', access: 'customer', responses: { 200: reviewEligibilityAnswer } },
  { method: 'POST', route: '/api/products/:slug/reviews', summary: 'Review a product she received', access: 'customer', body: reviewRequest, responses: { 201: reviewAnswer } },
  { method: 'GET', route: '/api/admin/products/:id/reviews', summary: "A product's reviews, hidden ones too", access: 'admin', paged: true, responses: { 200: z.array(adminReviewAnswer) } },
  { method: 'POST', route: '/api/admin/reviews/:id/hide', summary: 'Hide a review from the shop', access: 'admin', responses: { 200: adminReviewAnswer } },
];

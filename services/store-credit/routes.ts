import { z } from 'zod';
import { handleCommand } from '../../events/index.js';
import { storeCreditStreamId } from '../../events/store-credit.js';
import { metadataOf, written } from '../../infra/http/context.js';
import { cursorInteger, keysetPage, pageRequest, setPageHeaders } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { findUserById } from '../../projections/users/index.js';
import { customerNotFound, goodwillDecider } from './goodwill.decider.js';
import { goodwillRequest, type GoodwillAnswer, type StoreCreditAnswer, goodwillAnswer, storeCreditAnswer } from './schemas.js';
import { statementOf } from './statement.js';
import type { RouteDefinition } from '../../infra/http/routes.js';

/** Where a page of her movements ends: the last one's version on her credit's stream. */
const entryCursor = z.tuple([cursorInteger.min(1)]);

/**
 * Her store credit (ADR 067), folded from her credit's stream at each read: what she just spent or got back shows at
 * once (ADR 041), and a stream holds a shopper's few movements.
 */
export const storeCreditRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    route: '/api/account/store-credit',
    summary: 'Her store credit: the balance, and her movements newest first (paged)',
    access: 'customer',
    paged: true,
    responses: { 200: storeCreditAnswer },
    handler: (context) => async (req, res) => {
      const { limit, after } = pageRequest(req.query, entryCursor, { default: 20, max: 100 });
      const { balance, entries } = statementOf(await context.store.readStream(storeCreditStreamId(req.user!.id)));
      const from = after ? entries.filter((entry) => entry.version < after[0]) : entries;
      const page = keysetPage(from.slice(0, limit + 1), limit, entries.length, (entry) => [entry.version]);
      setPageHeaders(req, res, page);
      res.setHeader('cache-control', 'no-store');
      res.json({ balance, entries: page.rows.map(({ version: _version, ...entry }) => entry) } satisfies StoreCreditAnswer);
    },
  },
  // Goodwill credit from staff (admin only, app.ts): answered from the decision (ADR 049).
  {
    method: 'POST',
    route: '/api/admin/customers/:id/store-credit',
    summary: 'Add goodwill store credit to a shopper',
    access: 'admin',
    body: goodwillRequest,
    responses: { 201: goodwillAnswer },
    handler: (context) => async (req, res) => {
      const userId = uuidParam(req, 'id', customerNotFound);
      const { amount, note } = parse(goodwillRequest, req.body);
      const user = await findUserById(context.pool, userId);
      const command = { userId, accountExists: user !== null, amount, note, now: new Date() };
      const streamId = storeCreditStreamId(userId);
      const handled = await handleCommand(context.store, goodwillDecider, streamId, command, metadataOf(req));
      await written(context, req, res, handled.append);
      const append = handled.append!;
      const [added] = handled.events;
      const stored = { ...added!, globalPosition: append.position.globalPosition, streamVersion: append.nextVersions.get(streamId) ?? 0 };
      const { version: _version, ...shown } = statementOf([stored]).entries[0]!;
      res.status(201).json({ balance: shown.balance, entry: shown } satisfies GoodwillAnswer);
    },
  },
];

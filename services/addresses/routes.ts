import { Router } from 'express';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
import { requireUser } from '../../infra/http/guards.js';
import { keysetPage, pageRequest, sendPage, timeIdKey } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { listAddresses } from '../../projections/addresses/index.js';
import { addressNotFoundMessage, maxAddresses } from './address-book.decider.js';
import { removeAddress, reviseAddress, saveAddress } from './commands.js';
import { addressChangesRequest, addressRequest } from './schemas.js';

/** A page holds every address she can have: the book is one page in practice, paged like every list. */
const addressLimits = { default: maxAddresses, max: maxAddresses };

/** A signed-in shopper's own delivery addresses; another's answer 404, as missing ones do. */
export function addressRoutes(context: ModuleContext): Router {
  const router = Router();
  router.use('/account/addresses', requireUser);

  router.get('/account/addresses', async (req, res) => {
    const page = pageRequest(req.query, timeIdKey, addressLimits);
    const { rows, total } = await listAddresses(context.pool, req.user!.id, { limit: page.limit + 1, after: page.after });
    sendPage(req, res, keysetPage(rows, page.limit, total, (address) => [address.createdAt, address.id]));
  });

  router.post('/account/addresses', async (req, res) => {
    const body = parse(addressRequest, req.body);
    const { append, address } = await saveAddress(context.store, req.user!.id, body, metadataOf(req));
    // Answered at the append, with the address as her book holds it after the decision (ADR 049).
    await written(context, req, res, append);
    res.status(201).json(address);
  });

  router.patch('/account/addresses/:id', async (req, res) => {
    const addressId = uuidParam(req, 'id', addressNotFoundMessage);
    const body = parse(addressChangesRequest, req.body);
    const { append, address } = await reviseAddress(context.store, req.user!.id, addressId, body, metadataOf(req));
    await written(context, req, res, append);
    res.json(address);
  });

  router.delete('/account/addresses/:id', async (req, res) => {
    const addressId = uuidParam(req, 'id', addressNotFoundMessage);
    await written(context, req, res, await removeAddress(context.store, req.user!.id, addressId, metadataOf(req)));
    res.status(204).end();
  });

  return router;
}

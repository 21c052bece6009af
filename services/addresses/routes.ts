import { Router } from 'express';
import { z } from 'zod';
import { notFound } from '../../infra/errors.js';
import { metadataOf, settle, type ModuleContext } from '../../infra/http/context.js';
import { requireUser } from '../../infra/http/guards.js';
import { keysetPage, pageRequest, sendPage } from '../../infra/http/paging.js';
import { uuidParam } from '../../infra/http/params.js';
import { parse } from '../../infra/http/validate.js';
import { findAddress, listAddresses } from '../../projections/addresses/index.js';
import { addressNotFoundMessage, maxAddresses } from './address-book.js';
import { removeAddress, reviseAddress, saveAddress } from './commands.js';
import { addressChangesRequest, addressRequest } from './schemas.js';

/** A page holds every address she can have: the book is one page in practice, paged like every list. */
const addressLimits = { default: maxAddresses, max: maxAddresses };
const addressKey = z.tuple([z.string(), z.uuid()]);

/** A signed-in shopper's own delivery addresses; another's answer 404, as missing ones do. */
export function addressRoutes(context: ModuleContext): Router {
  const router = Router();
  router.use('/account/addresses', requireUser);

  router.get('/account/addresses', async (req, res) => {
    const page = pageRequest(req.query, addressKey, addressLimits);
    const { rows, total } = await listAddresses(context.pool, req.user!.id, { limit: page.limit + 1, after: page.after });
    sendPage(req, res, keysetPage(rows, page.limit, total, (address) => [address.createdAt, address.id]));
  });

  router.post('/account/addresses', async (req, res) => {
    const body = parse(addressRequest, req.body);
    const { addressId, append } = await saveAddress(context.store, req.user!.id, body, metadataOf(req));
    await settle(context, append);
    res.status(201).json(await written(req.user!.id, addressId));
  });

  router.patch('/account/addresses/:id', async (req, res) => {
    const addressId = uuidParam(req, 'id', addressNotFoundMessage);
    const body = parse(addressChangesRequest, req.body);
    await settle(context, await reviseAddress(context.store, req.user!.id, addressId, body, metadataOf(req)));
    res.json(await written(req.user!.id, addressId));
  });

  router.delete('/account/addresses/:id', async (req, res) => {
    const addressId = uuidParam(req, 'id', addressNotFoundMessage);
    await settle(context, await removeAddress(context.store, req.user!.id, addressId, metadataOf(req)));
    res.status(204).end();
  });

  async function written(userId: string, addressId: string) {
    const address = await findAddress(context.pool, userId, addressId);
    if (!address) throw notFound(addressNotFoundMessage);
    return address;
  }

  return router;
}

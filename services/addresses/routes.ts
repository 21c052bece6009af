import { Router } from 'express';
import { z } from 'zod';
import { notFound } from '../../infra/errors.js';
import { metadataOf, written, type ModuleContext } from '../../infra/http/context.js';
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
    await written(context, req, res, append, ['addresses']);
    res.status(201).json(await savedAddress(req.user!.id, addressId));
  });

  router.patch('/account/addresses/:id', async (req, res) => {
    const addressId = uuidParam(req, 'id', addressNotFoundMessage);
    const body = parse(addressChangesRequest, req.body);
    await written(context, req, res, await reviseAddress(context.store, req.user!.id, addressId, body, metadataOf(req)), ['addresses']);
    res.json(await savedAddress(req.user!.id, addressId));
  });

  router.delete('/account/addresses/:id', async (req, res) => {
    const addressId = uuidParam(req, 'id', addressNotFoundMessage);
    await written(context, req, res, await removeAddress(context.store, req.user!.id, addressId, metadataOf(req)));
    res.status(204).end();
  });

  async function savedAddress(userId: string, addressId: string) {
    const address = await findAddress(context.pool, userId, addressId);
    if (!address) throw notFound(addressNotFoundMessage);
    return address;
  }

  return router;
}
